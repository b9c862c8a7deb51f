-- A histogram in a list updated one sample at a time: the list spine is
-- forced at every step, but each bucket becomes a chain of (+1) thunks,
-- so the heap grows with the number of samples, not the number of buckets.
-- heap-ref-size: 20000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

buckets :: Int
buckets = 16

bump :: Int -> [Int] -> [Int]
bump i cs = [if j == i then c + 1 else c | (j, c) <- zip [0 ..] cs]

fill :: [Int] -> [Int] -> [Int]
fill cs [] = cs
fill cs (x : xs) = let cs' = bump (x `mod` buckets) cs in length cs' `seq` fill cs' xs

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 1000
  let samples = [walk 200 i `div` 7 | i <- [1 .. n]]
      h = fill (replicate buckets 0) samples
  print h
  print (sum h)
