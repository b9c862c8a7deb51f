-- show for Double: the shortest digits that read back, scientific notation
-- below 0.1 and from 1e7, negative zero, infinities and NaN, and
-- parenthesised negatives inside constructors
nan, inf :: Double
nan = 0 / 0
inf = 1 / 0

main :: IO ()
main = do
  print (0.1 :: Double, 0.01 :: Double, 1.0 :: Double, 0.0 :: Double)
  print [1.0e-2, 0.1, 1, 10, 1234567.0, 9999999.0, 1.0e7, 12345678.9 :: Double]
  print (1 / 3 :: Double, 2 / 3 :: Double, 0.1 + 0.2 :: Double)
  print (1.0e22 :: Double, 1.0e23 :: Double, 5.0e-324 :: Double, 1.7976931348623157e308 :: Double)
  print (negate 0 :: Double, -0.0 :: Double, recip (-inf))
  print (inf, -inf, nan)
  print (isNaN nan, isInfinite inf, nan == nan, inf > 1e308)
  print (Just (-1.5 :: Double), [Just (-0.0 :: Double)], Left (-inf) :: Either Double Int)
  print (Just inf, Just nan)
  print (fromIntegral (10 ^ 16 :: Integer) :: Double)
  print (123.456 :: Double, 0.000123 :: Double, 100.0 :: Double, 1e-4 :: Double)
  print (sqrt 2 * sqrt 2 :: Double, exp 1 :: Double, 2 ** 0.5 :: Double)
  print (map (/ 10) [1 .. 5 :: Double])
  print [0.1, 0.2 .. 1.0 :: Double]
  print (show (2.5 :: Double) ++ "|" ++ showsPrec 11 (-2.5 :: Double) "|")
  print (fromIntegral (round (2.675 * 100 :: Double) :: Int) / 100 :: Double)
  print (5.0e-2 :: Double, 0.1 * 3 :: Double, 4.35 * 100 :: Double, 1 - 0.9 :: Double)
  print (minimum [3.5, -0.0, 0.0 :: Double], maximum [nan, 1 :: Double])
