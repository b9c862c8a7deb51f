-- Infinity, NaN and signed zeros where GHC 9.0.2 gives answers that follow
-- from its definitions: realToFrac goes through toRational, which reads
-- Infinity and NaN by decodeFloat as ordinary numbers; atan2 is the class
-- default, careful about -0.0; -0 is negate 0.
main :: IO ()
main = do
  print (realToFrac (1 / 0 :: Double) :: Double, realToFrac (-1 / 0 :: Double) :: Double)
  print (realToFrac (0 / 0 :: Double) :: Double, realToFrac (-0.0 :: Double) :: Double)
  print (decodeFloat (1 / 0 :: Double), decodeFloat (-1 / 0 :: Double), decodeFloat (0 / 0 :: Double))
  print (decodeFloat (-0.0 :: Double), decodeFloat (5.0e-324 :: Double))
  print (toRational (1 / 0 :: Double) == 2 ^ 1024, toRational (0 / 0 :: Double) < 0)
  print (-0 :: Double, negate 0 :: Double, 0 - 0 :: Double, isNegativeZero (-0 :: Double))
  print (atan2 0 (-0) :: Double, atan2 (-0) (-0) :: Double, atan2 (-0) 0 :: Double, atan2 0 0 :: Double)
  print (atan2 0 (-1) :: Double, atan2 (-0) (-1) :: Double, atan2 1 (-0) :: Double, atan2 (-1) (-0) :: Double)
  print (atan2 (1 / 0) (1 / 0) :: Double, atan2 1 (-1 / 0) :: Double, atan2 (0 / 0) 1 :: Double)
  print (atan2 0 (-0) :: Float, atan2 (-0) (-0) :: Float, atan2 (-1) (-0) :: Float)
  print (truncate (1 / 0 :: Double) == (2 ^ 1024 :: Integer), properFraction (-0.0 :: Double) :: (Int, Double))
