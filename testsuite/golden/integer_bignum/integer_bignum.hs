-- Arbitrary-precision Integer arithmetic
factorial :: Integer -> Integer
factorial n = product [1 .. n]

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

power :: Integer -> Int -> Integer
power b e
  | e == 0 = 1
  | even e = let h = power b (e `div` 2) in h * h
  | otherwise = b * power b (e - 1)

digitSum :: Integer -> Integer
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)

binomial :: Integer -> Integer -> Integer
binomial n k = factorial n `div` (factorial k * factorial (n - k))

main :: IO ()
main = do
  print (factorial 50)
  print (fibs !! 200)
  print (2 ^ 200, power 3 100)
  print (digitSum (factorial 100), length (show (power 7 777)))
  let a = power 10 30 + 7
      b = negate (power 2 70) - 13
  print (a * b, a + b, a - b)
  print (a `div` b, a `mod` b, a `quot` b, a `rem` b)
  print (divMod b 1000000007, quotRem b 1000000007)
  print (gcd (factorial 30) (power 6 40), lcm 123456789012345 987654321098765)
  print (binomial 100 50, abs b, signum b, signum a)
  print (Just (negate (factorial 25)), [power 2 64 - 1, power 2 63, negate (power 2 63)])
  print (compare a b, a > power 10 30, maximum [a, b, 0])
  print (fromIntegral (power 2 62) * 4 + (1 :: Integer), read "123456789012345678901234567890" * 3 :: Integer)
