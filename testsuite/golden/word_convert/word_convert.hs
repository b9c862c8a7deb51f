-- Conversions to and from Word as GHC 9.0.2 -O0 does them: fromIntegral
-- through Integer (wrapping modulo 2^64), toInteger always non-negative,
-- Double and Float through Integer, realToFrac through Rational,
-- truncate/round/ceiling/floor through Integer.
big :: Word
big = maxBound

ints :: [Int]
ints = [0, 1, -1, 42, -42, minBound, maxBound]

main :: IO ()
main = do
  print (map fromIntegral ints :: [Word])
  print (map fromIntegral [0, 1, 2 ^ 63 - 1, 2 ^ 63, 2 ^ 63 + 1, big] :: [Int])
  print (map toInteger [0, 2 ^ 63 - 1, 2 ^ 63, big], toInteger big + 1, toInteger big * toInteger big)
  print (map fromInteger [0, -1, 2 ^ 64, 2 ^ 64 + 5, -(2 ^ 64) - 1, 2 ^ 100 + 7] :: [Word])
  print (map fromIntegral [2 ^ 64 - 1, -2, 3 * 2 ^ 70 + 9 :: Integer] :: [Word])
  print (map fromIntegral [0, 1, 2 ^ 53 + 1, 2 ^ 63 + 1025, big] :: [Double])
  print (map fromIntegral [0, 1, 2 ^ 24 + 1, 2 ^ 53 + 1, big] :: [Float])
  print (map realToFrac [0, 2 ^ 63 + 1025, big] :: [Double], realToFrac (12345678901234567890 :: Word) :: Float)
  print (map toRational [0, 7, big], realToFrac (7 :: Word) :: Rational)
  print (map truncate [0.5, 2.5, 3.7, 1.0e19 :: Double] :: [Word], truncate (-1.5 :: Double) :: Word)
  print (map round [0.5, 1.5, 2.5, -0.5 :: Double] :: [Word], round (-2.5 :: Double) :: Word)
  print (map ceiling [2.1, -0.5 :: Double] :: [Word], map floor [1.0e20, 2.9 :: Double] :: [Word])
  print (truncate (3.7 :: Float) :: Word, round (1.0e19 :: Float) :: Word, properFraction (2.75 :: Double) :: (Word, Double))
  print (fromIntegral (fromIntegral (-5 :: Int) :: Word) :: Int, fromIntegral (big `div` 2) :: Int)
  print (fromIntegral (300 :: Word) :: Integer, fromIntegral (big :: Word) :: Word)
  print (toEnum 65 :: Word, fromEnum (9223372036854775807 :: Word), map fromEnum [0, 5 :: Word])
  print (sqrt (fromIntegral big) :: Double, fromIntegral big / (2 :: Double), logBase 2 (fromIntegral big) :: Double)
  print (length (show big), sum (map fromIntegral [big, big]) :: Integer, fromIntegral big `div` (2 :: Integer))
