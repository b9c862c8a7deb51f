-- A binary search tree: insertion, membership, depth and folds, built
-- from a pseudo-random sequence.
data Tree = Leaf | Node Tree Int Tree

insert :: Int -> Tree -> Tree
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

member :: Int -> Tree -> Bool
member _ Leaf = False
member x (Node l y r)
  | x < y = member x l
  | x > y = member x r
  | otherwise = True

depth :: Tree -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

foldTree :: (Int -> b -> b) -> b -> Tree -> b
foldTree _ z Leaf = z
foldTree f z (Node l x r) = foldTree f (f x (foldTree f z r)) l

randoms :: Int -> Int -> [Int]
randoms seed k
  | k == 0 = []
  | otherwise = seed : randoms ((seed * 1103 + 12345) `mod` 32749) (k - 1)

main :: IO ()
main = do
  let t = foldr insert Leaf (randoms 7 1500)
  print (depth t)
  print (length (filter (`member` t) [0 .. 2000]))
  print (take 10 (foldTree (:) [] t))
  print (foldTree (+) 0 t)
