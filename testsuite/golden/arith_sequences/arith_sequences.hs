-- Arithmetic sequences over Int, Integer, Char and Double
main :: IO ()
main = do
  print [1 .. 10 :: Int]
  print [1, 3 .. 20 :: Int]
  print [10, 8 .. 1 :: Int]
  print ([5 .. 1] :: [Int], [1, 1 .. 1] == take 3 (repeat (1 :: Int)))
  print (take 5 [0, 5 ..] :: [Integer], take 4 [-3 ..] :: [Int])
  print ['a' .. 'z']
  print ['a', 'c' .. 'q']
  print ['z', 'x' .. 'p']
  print [1.0, 1.5 .. 3.0 :: Double]
  print [0.1, 0.2 .. 1.0 :: Double]
  print [1.0 .. 5.5 :: Double]
  print [5.0, 4.0 .. 1.0 :: Double]
  print (length [1 .. 100000 :: Int], sum [1, 3 .. 999 :: Int])
  print (take 3 [10 :: Integer ..], [-5, -3 .. 5 :: Int])
  print [x * x | x <- [1 .. 10 :: Int], odd x]
  print (map fromEnum "AZaz09", map succ "HAL", pred 'b')
