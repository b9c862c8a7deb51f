-- Numeric defaulting: unannotated literals default to Integer or Double,
-- depending on the constraints (default (Integer, Double))
main :: IO ()
main = do
  print (2 ^ 64)
  print (2 ^ 64 - 1, negate (2 ^ 63))
  print (1 / 3)
  print (10 / 4, 7 `div` 2, 7 `mod` (-2))
  print (product [1 .. 25])
  print (sum [0.1, 0.2, 0.3])
  print (fromIntegral (length "hello") * 2.5)
  print (2 ^ 10 + 0.5)
  print (sqrt 2, pi)
  print (truncate (10 / 3), round 2.5, round 3.5)
  print (toInteger (maxBound :: Int) + 1)
  print [1, 2.5, 3]
  print (show 3 ++ show 3.0)
  let n = 12345678901234567890
  print (n * n)
  print (fromIntegral (3 :: Int) / 2)
  print (realToFrac (1.5 :: Double) + 1)
  print (3 `divMod` 2, (-7) `quotRem` 2, (-7) `divMod` 2)
  print (minimum [3, 1.5, 2], maximum [10 ^ 20, 1])
  print (even 10, odd (2 ^ 70 + 1), gcd 12 18, lcm 4 6)
