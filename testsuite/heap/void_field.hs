-- Void: records with a big field that is built but never read.  Each
-- record's history (a list made eagerly, so that it exists) is never
-- looked at; only the small fields are summed, twice, so the records stay
-- live while the histories are never used at all.
-- heap-ref-size: 40000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Account = Account
  { owner :: Int
  , balance :: Int
  , history :: [Int]
  }

-- A list of k numbers built by an accumulating loop: the cells exist as
-- soon as the loop has run.
trail :: Int -> Int -> [Int] -> [Int]
trail 0 _ acc = acc
trail k x acc = x `seq` trail (k - 1) ((x * 31 + 7) `mod` 10007) (x : acc)

open :: Int -> Account
open i = h `seq` Account i (walk 60 i `mod` 97) h
  where
    h = trail 20 i []

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 2000
  let accounts = map open [1 .. n]
  print (sum (map balance accounts))
  print (sum [owner a `mod` 10 | a <- accounts, balance a > 50])
  print (length (filter (\a -> owner a `mod` 3 == 0) accounts))
