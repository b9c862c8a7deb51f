-- Conversions to and from Float as GHC 9.0.2 -O0 does them:
-- realToFrac through Rational, fromIntegral/fromInteger through Double,
-- truncate/round (to even)/ceiling/floor to Int and Integer, toRational,
-- properFraction, decodeFloat/encodeFloat.
fs :: [Float]
fs = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.7, -3.7, 1.0e10, -0.0, 123456.79]

main :: IO ()
main = do
  print (map truncate fs :: [Int], map round fs :: [Int])
  print (map ceiling fs :: [Int], map floor fs :: [Int])
  print (map truncate fs :: [Integer], map round fs :: [Integer])
  print (map ceiling fs :: [Integer], map floor fs :: [Integer])
  print (round (3.0e20 :: Float) :: Int, truncate (3.0e20 :: Float) :: Integer)
  print (map properFraction fs :: [(Integer, Float)])
  print (map toRational (take 4 fs), toRational (0.1 :: Float))
  print (map decodeFloat fs)
  print (map (uncurry encodeFloat . decodeFloat) fs == fs)
  print (decodeFloat (1.0e-40 :: Float), encodeFloat 1 (-149) :: Float, encodeFloat 3 (-150) :: Float)
  print (map (realToFrac :: Float -> Double) [0.1, 1 / 3, -2.5, 1.0e-40])
  print (map (realToFrac :: Double -> Float) [0.1, 1 / 3, 1.0e300, 1.0e-300, 0.1 + 0.2])
  print (map (fromIntegral :: Int -> Float) [0, -7, 16777217, 9007199254740993, maxBound])
  print (map (fromInteger :: Integer -> Float) [2 ^ 100 + 1, 2 ^ 54 + 2 ^ 30 + 1, -(2 ^ 127), 2 ^ 130])
  print (map (toEnum :: Int -> Float) [2 ^ 54 + 2 ^ 30 + 1], fromEnum (1.0e10 :: Float))
  print (fromRational (1 / 3) :: Float, fromRational (2 ^ 200) :: Float, fromRational (-7 / 2) :: Float)
  print (realToFrac (1 / 0 :: Float) :: Double, realToFrac (-1 / 0 :: Float) :: Double)
  print (realToFrac (1 / 0 :: Double) :: Float, realToFrac (0 / 0 :: Double) :: Float)
  print (decodeFloat (1 / 0 :: Float), decodeFloat (0 / 0 :: Float), decodeFloat (-1 / 0 :: Float))
  print (truncate (1 / 0 :: Float) :: Integer, round (0 / 0 :: Float) :: Integer, floor (-1 / 0 :: Float) :: Int)
