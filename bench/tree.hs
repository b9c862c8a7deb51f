-- Benchmark: binary search tree insertion, lookup and folds over a data type
import Data.List (foldl')

size :: Int
size = 150000

data Tree = Leaf | Node !Tree !Int !Tree

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

foldTree :: (a -> Int -> a -> a) -> a -> Tree -> a
foldTree _ z Leaf = z
foldTree f z (Node l x r) = f (foldTree f z l) x (foldTree f z r)

randoms :: Int -> [Int]
randoms seed = tail (iterate (\x -> (x * 7141 + 54773) `mod` 259200) seed)

main :: IO ()
main = do
  let keys = take size (randoms 1)
      t = foldl' (flip insert) Leaf keys
  print (foldTree (\l _ r -> l + 1 + r) 0 t)
  print (foldTree (\l _ r -> 1 + max l r) 0 t)
  print (foldTree (\l x r -> (l + x + r) `mod` 1000003) 0 t)
  print (length (filter (`member` t) [0, 13 .. 259200]))
