-- foldl builds a chain of thunks; foldl' does not
import Data.List (foldl')

lazySum :: [Int] -> Int
lazySum = foldl (+) 0

strictSum :: [Int] -> Int
strictSum = foldl' (+) 0

main :: IO ()
main = do
  print (lazySum [1 .. 20000])
  print (strictSum [1 .. 20000])
