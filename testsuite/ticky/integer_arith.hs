-- Integer arithmetic: factorials, Fibonacci numbers, powers, gcd and
-- digit sums of big numbers.
factorial :: Integer -> Integer
factorial 0 = 1
factorial n = n * factorial (n - 1)

fibs :: Integer -> Integer -> Int -> [Integer]
fibs a b 0 = [a]
fibs a b k = a : fibs b (a + b) (k - 1)

power :: Integer -> Int -> Integer
power _ 0 = 1
power b e
  | even e = half * half
  | otherwise = b * half * half
  where half = power b (e `div` 2)

digitSum :: Integer -> Integer
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)

main :: IO ()
main = do
  print (factorial 60)
  print (digitSum (factorial 150))
  print (last (fibs 0 1 200))
  print (power 3 200 `mod` 1000000007, power 2 100)
  print (gcd (factorial 30) (power 6 20), lcm 12345678901234 98765432109876)
  print (sum (map digitSum (fibs 0 1 120)))
