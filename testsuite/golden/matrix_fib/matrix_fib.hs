-- Matrices as lists of lists: multiplication, powers, transposition
import Data.List (transpose)

type Matrix = [[Integer]]

mmul :: Matrix -> Matrix -> Matrix
mmul a b = [[sum (zipWith (*) row col) | col <- transpose b] | row <- a]

identity :: Int -> Matrix
identity n = [[if i == j then 1 else 0 | j <- [1 .. n]] | i <- [1 .. n]]

mpow :: Matrix -> Int -> Matrix
mpow m 0 = identity (length m)
mpow m k
  | even k = let h = mpow m (k `div` 2) in mmul h h
  | otherwise = mmul m (mpow m (k - 1))

fib :: Int -> Integer
fib n = head (mpow [[1, 1], [1, 0]] n !! 1)

showMatrix :: Matrix -> String
showMatrix = unlines . map (unwords . map show)

main :: IO ()
main = do
  let a = [[1, 2, 3], [4, 5, 6]]
      b = [[7, 8], [9, 10], [11, 12]]
  putStr (showMatrix (mmul a b))
  print (transpose a)
  print (mpow [[2, 0], [0, 3]] 10)
  print (map fib [1 .. 15])
  print (fib 300)
  print (identity 3 == mpow [[1, 2, 3], [4, 5, 6], [7, 8, 10]] 0)
