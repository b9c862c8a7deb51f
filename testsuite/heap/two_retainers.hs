-- One list retained by two thunks of different cost centres: the average
-- and the spread of the same samples are left as thunks inside boxes
-- built by two functions, and forced one at a time, so the samples are
-- first retained by both (a retainer set of two), then by the spread's
-- thunk alone, then freed.
-- heap-ref-size: 60000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Later = Later Int

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

samples :: Int -> [Int]
samples n = [walk 10 i `mod` 1000 | i <- [1 .. n]]

laterAverage :: [Int] -> Later
laterAverage xs = Later (sum xs `div` length xs)

laterSpread :: [Int] -> Later
laterSpread xs = Later (maximum xs - minimum xs)

busy :: Int -> Int
busy n = sum [walk 25 i `mod` 13 | i <- [1 .. n]]

main :: IO ()
main = do
  n <- sizeArg 2000
  let xs = samples n
      avg = laterAverage xs
      spr = laterSpread xs
  print (length xs)
  avg `seq` spr `seq` print (busy n)
  case avg of Later a -> print a
  print (busy n)
  case spr of Later s -> print s
  print (busy (n `div` 2))
