-- A program that uses Float and Double side by side: the same sums in
-- both precisions, converted back and forth, in records and classes.
data Sample = Sample { label :: String, single :: Float, double :: Double }
  deriving (Show, Eq)

class Describe a where
  describe :: a -> String

instance Describe Float where
  describe x = "Float " ++ show x

instance Describe Double where
  describe x = "Double " ++ show x

harmonic :: Fractional a => Int -> a
harmonic n = sum [1 / fromIntegral k | k <- [1 .. n]]

sample :: String -> Double -> Sample
sample l d = Sample l (realToFrac d) d

widen :: Float -> Double
widen = realToFrac

narrow :: Double -> Float
narrow = realToFrac

main :: IO ()
main = do
  print (harmonic 1000 :: Float, harmonic 1000 :: Double)
  print (widen (harmonic 1000) - harmonic 1000)
  mapM_ print [sample "tenth" 0.1, sample "third" (1 / 3), sample "big" 1.0e40, sample "tiny" 1.0e-50]
  putStrLn (describe (0.1 :: Float) ++ ", " ++ describe (0.1 :: Double))
  putStrLn (describe (widen 0.1) ++ ", " ++ describe (narrow 0.1))
  print (narrow (widen 0.1) == 0.1, widen (narrow 0.1) == 0.1)
  let steps = take 5 (iterate (* 1.1) (1 :: Float))
  print (steps, map widen steps)
  print (sqrt 2 :: Float, sqrt 2 :: Double, widen (sqrt 2) == sqrt 2)
  print (floor (narrow 2.5e9) :: Int, round (widen 0.5) :: Int, truncate (narrow (-7.99999999)) :: Integer)
