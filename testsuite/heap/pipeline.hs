-- A producer/consumer pipeline in constant space: a stream of readings is
-- smoothed with a sliding window (running sums, the window's two ends
-- zipped), filtered and folded strictly; only the window is ever live.
-- heap-ref-size: 2000000 (the argument of the GHC reference run)
import System.Environment (getArgs)
import Data.List (foldl')

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

reading :: Int -> Int
reading i = (i * 37 + (i `div` 7) * 11) `mod` 1009

window :: Int
window = 20000

main :: IO ()
main = do
  n <- sizeArg 30000
  let xs = map reading [1 .. n]
      sums = scanl (+) 0 xs
      windowed = zipWith (-) (drop window sums) sums
      high = filter (> 504 * window) windowed
      (cnt, best) = foldl' (\(c, b) v -> c `seq` b `seq` (c + 1, max b v)) (0 :: Int, 0) high
  print cnt
  print best
