-- where-bound thunks: each chunk's summary is a record of where-bound
-- thunks that refer to the chunk; the summaries are printed field by
-- field, so every chunk stays live until its last field is forced.
-- heap-ref-size: 150000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Summary = Summary Int Int Int Int

summarise :: [Int] -> Summary
summarise xs = Summary lo hi total spread
  where
    lo = minimum xs
    hi = maximum xs
    total = sum xs `mod` 1000003
    spread = hi - lo

chunks :: Int -> [a] -> [[a]]
chunks _ [] = []
chunks k ys = a : chunks k b
  where
    (a, b) = splitAt k ys

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 2000
  let xs = [walk 30 i `mod` 65521 | i <- [1 .. n]]
      ss = map summarise (chunks 500 xs)
  print (sum [lo | Summary lo _ _ _ <- ss])
  print (sum [hi | Summary _ hi _ _ <- ss])
  print (sum [t | Summary _ _ t _ <- ss] `mod` 1000003)
  print (maximum [s | Summary _ _ _ s <- ss])
