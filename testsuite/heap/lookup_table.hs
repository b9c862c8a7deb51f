-- A lookup table built whole, then only partly used: a balanced search
-- tree of n entries whose values are lazy (a costly function of the key);
-- a tenth of the keys are looked up, so most values are never demanded
-- (void), and the whole table stays live until its last lookup, after
-- the other work is done.
-- heap-ref-size: 150000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Table = Leaf | Node Table Int Int Table

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

-- A balanced tree of the keys lo..hi, each value a thunk.
build :: Int -> Int -> Table
build lo hi
  | lo > hi = Leaf
  | otherwise = Node (build lo (mid - 1)) mid (walk 40 mid `mod` 65521) (build (mid + 1) hi)
  where
    mid = (lo + hi) `div` 2

size :: Table -> Int
size Leaf = 0
size (Node l _ _ r) = size l + 1 + size r

find :: Int -> Table -> Int
find _ Leaf = 0
find k (Node l k' v r)
  | k < k' = find k l
  | k > k' = find k r
  | otherwise = v

main :: IO ()
main = do
  n <- sizeArg 2000
  let table = build 1 n
  print (size table)
  print (sum [find k table | k <- [1, 11 .. n]] `mod` 1000003)
  print (sum [walk 20 i `mod` 7 | i <- [1 .. n]])
  print (find n table + find 1 table)
