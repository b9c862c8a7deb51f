-- Arbitrary-precision Integer: factorials, binomials, gcd/lcm, powers,
-- div/mod/quot/rem with negative operands, and digit sums
factorial :: Integer -> Integer
factorial n = product [1 .. n]

choose :: Integer -> Integer -> Integer
choose n k = factorial n `div` (factorial k * factorial (n - k))

digitSum :: Integer -> Integer
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

powMod :: Integer -> Integer -> Integer -> Integer
powMod _ 0 m = 1 `mod` m
powMod b e m
  | even e = let h = powMod b (e `div` 2) m in h * h `mod` m
  | otherwise = b * powMod b (e - 1) m `mod` m

main :: IO ()
main = do
  print (factorial 30)
  print (map factorial [0 .. 10])
  print (factorial 52 `div` factorial 47, choose 52 5, choose 100 50)
  print (digitSum (factorial 100), length (show (factorial 100)))
  print (gcd (factorial 20) (2 ^ 70), lcm (2 ^ 40) (3 ^ 25), gcd 0 0 :: Integer)
  print (gcd (-12) 18 :: Integer, lcm (-4) 6 :: Integer)
  print (fibs !! 100, takeWhile (< 100) fibs)
  print (powMod 2 1000 1000000007, 2 ^ 100 `mod` 1000000007)
  let big = 2 ^ 100 + 7 :: Integer
      neg = negate big
  print (big `div` 13, big `mod` 13, neg `div` 13, neg `mod` 13)
  print (neg `quot` 13, neg `rem` 13, neg `divMod` (-13), neg `quotRem` (-13))
  print (abs neg, signum neg, signum (0 :: Integer), compare big neg)
  print (fromIntegral (factorial 20) :: Int, fromIntegral (factorial 21) :: Int)
  print (toInteger (maxBound :: Int) * toInteger (maxBound :: Int))
  print (read "-123456789012345678901234567890" * 2 :: Integer)
