-- the heap profile is closed properly when the program leaves by exitWith
import System.Exit

build :: Int -> [Int]
build n = [n, n - 1 .. 1]

main :: IO ()
main = do
  let xs = build 30000
  print (length xs)
  if sum xs > 0 then exitWith (ExitFailure 3) else return ()
  print (head xs)
