-- A binary search tree: insertion, membership, folds and traversals over
-- a user data type with derived Show and Eq
data Tree = Leaf | Node Tree Int Tree
  deriving (Show, Eq)

insert :: Int -> Tree -> Tree
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l v r)
  | x < v = Node (insert x l) v r
  | x > v = Node l v (insert x r)
  | otherwise = t

member :: Int -> Tree -> Bool
member _ Leaf = False
member x (Node l v r)
  | x < v = member x l
  | x > v = member x r
  | otherwise = True

fromList :: [Int] -> Tree
fromList = foldr insert Leaf

toList :: Tree -> [Int]
toList t = go t []
  where
    go Leaf acc = acc
    go (Node l v r) acc = go l (v : go r acc)

depth :: Tree -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

size :: Tree -> Int
size = foldTree (\l _ r -> l + 1 + r) 0

foldTree :: (b -> Int -> b -> b) -> b -> Tree -> b
foldTree _ z Leaf = z
foldTree f z (Node l v r) = f (foldTree f z l) v (foldTree f z r)

main :: IO ()
main = do
  let keys = [(i * 37) `mod` 211 | i <- [1 .. 500]]
      t = fromList keys
  print (size t, depth t)
  print (take 12 (toList t))
  print (length (filter (`member` t) [0 .. 300]))
  print (fromList [3, 1, 2])
  print (fromList [2, 1, 3] == fromList [2, 3, 1])
