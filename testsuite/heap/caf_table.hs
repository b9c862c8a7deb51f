-- A growing list held by a CAF: the top-level table is never collected,
-- so every element that main demands stays live until the program ends.
-- heap-ref-size: 30000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

table :: [Int]
table = map collatzLength [1 ..]

collatzLength :: Int -> Int
collatzLength = go 1
  where
    go acc 1 = acc
    go acc m
      | even m = go (acc + 1) (m `div` 2)
      | otherwise = go (acc + 1) (3 * m + 1)

checkpoints :: Int -> [Int]
checkpoints n = [n `div` 8, n `div` 4 .. n]

main :: IO ()
main = do
  n <- sizeArg 2000
  mapM_ (\k -> print (maximum (take k table))) (checkpoints n)
  print (sum (take n table))
