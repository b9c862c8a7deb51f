-- Memoisation in a list: the table of Catalan numbers (mod a prime) is a
-- lazy list defined in terms of itself; each new entry reads all earlier
-- ones, and the whole table stays live while it is used.
-- heap-ref-size: 3000 (the argument of the GHC reference run)
import System.Environment (getArgs)
import Data.List (foldl')

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

modulus :: Int
modulus = 1000000007

catalans :: Int -> [Int]
catalans n = memo
  where
    memo = map cat [0 .. n]
    cat 0 = 1
    cat k = foldl addMod 0 (zipWith mulMod prefix (reverse prefix))
      where
        prefix = take k memo
    addMod a b = (a + b) `mod` modulus
    mulMod a b = (a * b) `mod` modulus

main :: IO ()
main = do
  n <- sizeArg 100
  let cs = catalans n
  print (take 10 cs)
  print (foldl' (\a b -> (a + b) `mod` modulus) 0 cs)
  print (last cs)
