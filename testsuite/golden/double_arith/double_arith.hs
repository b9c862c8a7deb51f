-- Double arithmetic and GHC's shortest round-trip printing
mean :: [Double] -> Double
mean xs = sum xs / fromIntegral (length xs)

stddev :: [Double] -> Double
stddev xs = sqrt (sum [(x - m) * (x - m) | x <- xs] / fromIntegral (length xs))
  where m = mean xs

newton :: Double -> Double
newton a = go 1.0 (0 :: Int)
  where
    go x i | i >= 20 = x
           | otherwise = go ((x + a / x) / 2.0) (i + 1)

main :: IO ()
main = do
  print (0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 1.0e-2, 1.5e7)
  print (0.1, 1.0, 10.0, 1234567.0, 12345678.9, 0.1e7, 1.0e22, 1.0e21)
  print (5.0e-324, 1.7976931348623157e308, 2.2250738585072014e-308)
  print (sqrt 2.0, pi, exp 1.0, log 10.0, sin 1.0, cos 0.5, atan2 1.0 2.0)
  print (2.0 ** 0.5, 10.0 ** (-3.0), logBase 2.0 1024.0, 3.5 ^ 3)
  print (-0.5, negate 2.25, abs (-7.75), signum (-3.0), recip 8.0)
  print (map truncate [2.7, -2.7, 0.5], map round [0.5, 1.5, 2.5, -2.5, 3.5, 2.6])
  print (map floor [2.7, -2.7], map ceiling [2.1, -2.1])
  print (mean [1.0, 2.0, 3.0, 4.0], stddev [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
  print (newton 2.0, newton 1.0e10, fromIntegral (7 :: Int) / 2)
  print (1.0 / 0.0, -1.0 / 0.0, isNaN (0.0 / 0.0), isInfinite (1.0 / 0.0))
  print (min 1.5 (-1.5), max 0.25 0.125, 7.0 / 2.0 > 3.4, 0.1 + 0.2 == 0.3)
  print (sum (map (\k -> 1.0 / (k * k)) [1.0 .. 1000.0]))
  print (properFraction 3.75 :: (Int, Double), 1.0e-4, 9.999999e-5, 123.456e2)
