-- A lazy map-like search tree of counters: every insertion rebuilds the
-- path to its key, and the counters become chains of (+1) thunks that are
-- only forced when the tree is folded at the end.
-- heap-ref-size: 150000 (the argument of the GHC reference run)
import System.Environment (getArgs)
import Data.List (foldl')

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Tree = Leaf | Node Tree Int Int Tree

insert :: Int -> Tree -> Tree
insert k Leaf = Node Leaf k 1 Leaf
insert k (Node l k' c r)
  | k < k' = Node (insert k l) k' c r
  | k > k' = Node l k' c (insert k r)
  | otherwise = Node l k' (c + 1) r

toList :: Tree -> [(Int, Int)]
toList Leaf = []
toList (Node l k c r) = toList l ++ [(k, c)] ++ toList r

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

keys :: Int -> [Int]
keys n = [walk 24 i | i <- [1 .. n]]

main :: IO ()
main = do
  n <- sizeArg 2000
  let t = foldl' (flip insert) Leaf [k `mod` 1000 | k <- keys n]
      kvs = toList t
  print (length kvs)
  print (sum (map snd kvs))
  print (maximum (map snd kvs))
