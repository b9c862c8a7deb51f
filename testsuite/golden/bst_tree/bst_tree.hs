-- A binary search tree with insert, lookup, delete and folds
data Tree a = Leaf | Node (Tree a) a (Tree a)
  deriving (Show, Eq)

insertT :: Ord a => a -> Tree a -> Tree a
insertT x Leaf = Node Leaf x Leaf
insertT x t@(Node l y r)
  | x < y = Node (insertT x l) y r
  | x > y = Node l y (insertT x r)
  | otherwise = t

member :: Ord a => a -> Tree a -> Bool
member _ Leaf = False
member x (Node l y r) = case compare x y of
  LT -> member x l
  GT -> member x r
  EQ -> True

toList :: Tree a -> [a]
toList Leaf = []
toList (Node l x r) = toList l ++ [x] ++ toList r

depth :: Tree a -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

size :: Tree a -> Int
size = foldTree (\l _ r -> l + 1 + r) 0

foldTree :: (b -> a -> b -> b) -> b -> Tree a -> b
foldTree _ z Leaf = z
foldTree f z (Node l x r) = f (foldTree f z l) x (foldTree f z r)

deleteMin :: Tree a -> (a, Tree a)
deleteMin (Node Leaf x r) = (x, r)
deleteMin (Node l x r) = let (m, l') = deleteMin l in (m, Node l' x r)

delete :: Ord a => a -> Tree a -> Tree a
delete _ Leaf = Leaf
delete x (Node l y r)
  | x < y = Node (delete x l) y r
  | x > y = Node l y (delete x r)
  | otherwise = case r of
      Leaf -> l
      _ -> let (m, r') = deleteMin r in Node l m r'

fromList :: Ord a => [a] -> Tree a
fromList = foldl (flip insertT) Leaf

main :: IO ()
main = do
  let t = fromList [5, 3, 8, 1, 4, 7, 9, -2, 6 :: Int]
  print t
  print (toList t, depth t, size t)
  print (map (`member` t) [4, 10, -2, 0])
  print (delete 5 t)
  print (toList (delete 3 (delete 8 t)))
  print (delete 42 t == t, fromList [1, 2, 3 :: Int] == fromList [3, 2, 1])
  let ws = fromList (words "lazy trees grow from the leaves toward the root lazy")
  print (toList ws)
  print (foldTree (\l x r -> l ++ [length x] ++ r) [] ws)
  print (Node Leaf (Just (-1 :: Int)) Leaf)
