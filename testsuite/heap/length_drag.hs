-- Drag: a list of computed elements is summed (every element used), then
-- kept alive only because its length is printed at the very end.  From
-- the sum on, the elements are never used again but stay live (drag);
-- the spine is used once more by length.
-- heap-ref-size: 100000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

element :: Int -> (Int, Int)
element i = (i, walk 10 i `mod` 1000)

busy :: Int -> Int
busy n = sum [walk 30 i `mod` 13 | i <- [1 .. n]]

main :: IO ()
main = do
  n <- sizeArg 2000
  let xs = map element [1 .. n]
  print (sum (map snd xs) `mod` 1000003)
  print (busy n)
  print (length xs)
