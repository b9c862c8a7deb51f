-- Benchmark: arbitrary-precision Integer arithmetic
size :: Integer
size = 11000

factorial :: Integer -> Integer
factorial n = product [1 .. n]

fib :: Int -> Integer
fib n = go n 0 1
  where
    go 0 a _ = a
    go k a b = a `seq` go (k - 1) b (a + b)

digitSum :: Integer -> Integer
digitSum = go 0
  where
    go acc 0 = acc
    go acc n = let (q, r) = n `quotRem` 10 in acc `seq` go (acc + r) q

powMod :: Integer -> Integer -> Integer -> Integer
powMod _ 0 _ = 1
powMod b e m
  | even e = let h = powMod b (e `div` 2) m in h * h `mod` m
  | otherwise = b * powMod b (e - 1) m `mod` m

main :: IO ()
main = do
  let f = factorial size
  print (digitSum f)
  print (length (show (fib (fromIntegral size * 5))))
  print (powMod 3 (10 ^ 40 + 7) (2 ^ 127 - 1))
  print (sum [gcd (factorial k) (2 ^ k + 1) | k <- [1 .. size `div` 10]])
