module Main where

-- Squares of 1..n, built by hand.
squares :: Int -> Int -> [Int]
squares i n
  | i > n     = []
  | otherwise = i * i : squares (i + 1) n

-- The average of a list, in one pass.
mean :: [Int] -> Int
mean xs = go 0 0 xs
  where
    go :: Int -> Int -> [Int] -> Int
    go s c []       = s `div` max 1 c
    go s c (y : ys) = go (s + y) (c + 1) ys

-- Every element scaled and shifted.
scale :: Int -> [Int] -> [Int]
scale k ys = map by ys
  where
    by :: Int -> Int
    by y
      | y < 0     = by (negate y)
      | otherwise = k * y + 1

-- A running checksum.
checksum :: Int -> [Int] -> Int
checksum acc []       = acc
checksum acc (x : xs) = checksum (mix acc x) xs

mix :: Int -> Int -> Int
mix acc x = (acc * 31 + x) `mod` 1000003

main :: IO ()
main = do
  let xs = squares 1 20000
  print (mean xs, mean (squares 1 10))
  print (checksum 7 (scale 3 xs), mix 1 2)
  print (sum (map (\z -> z * 2) (scale 5 xs)) `mod` 1000)
