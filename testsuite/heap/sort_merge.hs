-- Merge sort of a pseudo-random list that is kept for a later pass: the
-- input, the runs being merged and the sorted output are live together.
-- heap-ref-size: 60000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

randoms :: Int -> [Int]
randoms n = [walk 30 i | i <- [1 .. n]]

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

msort :: [Int] -> [Int]
msort [] = []
msort [x] = [x]
msort xs = merge (msort a) (msort b)
  where
    (a, b) = halve xs

halve :: [a] -> ([a], [a])
halve (x : y : rest) = let (a, b) = halve rest in (x : a, y : b)
halve xs = (xs, [])

merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

sorted :: [Int] -> Bool
sorted (a : b : rest) = a <= b && sorted (b : rest)
sorted _ = True

main :: IO ()
main = do
  n <- sizeArg 1000
  let xs = randoms n
      ys = msort xs
  print (sorted ys)
  print (take 5 ys)
  print (sum (zipWith (*) ys (reverse xs)) `mod` 1000003)
