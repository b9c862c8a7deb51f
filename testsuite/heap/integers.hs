-- Integer boxes: a table of factorials (big numbers held in one list) and
-- a list of powers, kept while their digits are counted.
-- heap-ref-size: 3000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

digits :: Integer -> Int
digits m = length (show m)

main :: IO ()
main = do
  n <- sizeArg 100
  let facts = scanl (*) 1 [1 .. toInteger n]
      powers = [3 ^ k + toInteger k | k <- [1 .. n]]
  print (sum (map digits facts))
  print (sum (map digits powers))
  print (last facts `mod` 1000000007)
  print (sum powers `mod` 1000000007)
  print (length (filter even (zipWith (+) facts powers)))
