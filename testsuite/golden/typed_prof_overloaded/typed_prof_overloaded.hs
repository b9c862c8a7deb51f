-- Profiling overloaded functions called at two types: the same
-- constrained function used at Int and at Double, a local overloaded
-- helper, and a user class with instances for both types
class Scalable a where
  scale :: Int -> a -> a

instance Scalable Int where
  scale k x = k * x

instance Scalable Double where
  scale k x = fromIntegral k * x

sumSquares :: Num a => [a] -> a
sumSquares xs = sum (map sq xs)
  where sq x = x * x

mean :: Fractional a => [a] -> a
mean xs = sum xs / fromIntegral (length xs)

scaleAll :: Scalable a => Int -> [a] -> [a]
scaleAll k = map (scale k)

norm :: (Num a, Ord a) => [a] -> a
norm = foldr (\x acc -> max (abs x) acc) 0

main :: IO ()
main = do
  let ints = [1 .. 100] :: [Int]
      doubles = map ((/ 4) . fromIntegral) ints :: [Double]
  print (sumSquares ints, sumSquares doubles)
  print (mean doubles, mean (map fromIntegral ints :: [Double]))
  print (sum (scaleAll 3 ints), sum (scaleAll 3 doubles))
  print (norm (map negate ints), norm doubles)
