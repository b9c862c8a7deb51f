-- Conversions between numeric types: fromIntegral, realToFrac, toInteger,
-- fromInteger, truncate, round (banker's rounding), ceiling, floor, at
-- result types Int and Integer
average :: [Int] -> Double
average xs = fromIntegral (sum xs) / fromIntegral (length xs)

toCelsius :: Int -> Double
toCelsius f = fromIntegral (f - 32) * 5 / 9

percent :: Int -> Int -> Int
percent a b = round (100 * fromIntegral a / fromIntegral b :: Double)

halves :: [Double]
halves = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5]

others :: [Double]
others = [-3.7, -0.2, 0.0, 0.2, 2.999, 7.5e3]

main :: IO ()
main = do
  print (average [1, 2, 3, 4])
  print (map toCelsius [32, 212, -40, 100])
  print (percent 1 3, percent 2 3, percent 7 8)
  print (map round halves :: [Int])
  print (map truncate others :: [Int])
  print (map ceiling others :: [Integer])
  print (map floor others :: [Integer])
  print (map round others :: [Int])
  print (properFraction (3.75 :: Double) :: (Int, Double))
  print (properFraction (-3.75 :: Double) :: (Integer, Double))
  print (realToFrac (0.1 :: Double) :: Double, realToFrac (3 :: Int) :: Double)
  print (fromIntegral (2 ^ 62 :: Integer) :: Double)
  print (truncate (1e20 :: Double) :: Integer)
  print (round (2 ** 70 :: Double) :: Integer)
  print (floor (-0.5 :: Double) :: Int, ceiling (-0.5 :: Double) :: Int)
  print (fromIntegral (maxBound :: Int) :: Double)
  print (toInteger (minBound :: Int) * 2, fromInteger 42 :: Double)
  print (div 7 2, 7 / 2 :: Double, fromIntegral (7 `div` 2 :: Int) / 2 :: Double)
  print (sum (map fromIntegral [1 .. 10 :: Int]) / 4 :: Double)
  print (length "abc" + fromIntegral (2 :: Integer), toEnum (fromEnum 'a' + 1) :: Char)
