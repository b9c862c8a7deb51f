module Main (main) where

-- Local functions inside local functions, and two lambdas in one function.
table :: Int -> [[Int]]
table n = map row [1 .. n]
  where
    row :: Int -> [Int]
    row i = map cell [1 .. n]
      where
        cell :: Int -> Int
        cell j
          | j < 0     = cell (negate j)
          | otherwise = i * j + n

twice :: [Int] -> [Int]
twice xs = map (\x -> x + 1) (filter (\x -> x > 3) xs) ++ map (\y -> y * 2) xs

main :: IO ()
main = do
  print (sum (map sum (table 60)))
  print (sum (twice [1 .. 1000]), length (twice [1 .. 10]))
