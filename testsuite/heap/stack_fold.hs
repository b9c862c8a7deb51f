-- Deep recursion: a right fold over a long list whose operator is strict
-- in its second argument, so the stack grows with the list, and the list
-- itself is live because it is used again afterwards.
-- heap-ref-size: 150000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

combine :: Int -> Int -> Int
combine x acc = (x * 31 + acc) `mod` 1000003

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 1000
  let xs = [walk 40 i `mod` 1013 | i <- [1 .. n]]
  print (foldr combine 0 xs)
  print (length xs)
