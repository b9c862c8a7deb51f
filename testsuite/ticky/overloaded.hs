-- Overloaded functions at several types: Num- and Ord-constrained helpers
-- used at Int, Integer and Double, so each gets dictionary arguments.
-- ticky-allocd: yes (a reference with -ticky-allocd too)
sumSq :: Num a => [a] -> a
sumSq [] = 0
sumSq (x : xs) = x * x + sumSq xs

largest :: Ord a => a -> [a] -> a
largest m [] = m
largest m (x : xs) = largest (if x > m then x else m) xs

norm :: Floating a => [a] -> a
norm xs = sqrt (sumSq xs)

-- No signature: generalised to (Ord a, Num a) => a -> a -> [a]; the
-- recursive calls go to a monomorphic copy of it.
steps lo hi
  | lo > hi = []
  | otherwise = lo : steps (lo + lo + 1) hi

count :: Eq a => a -> [a] -> Int
count _ [] = 0
count y (x : xs) = (if x == y then 1 else 0) + count y xs

main :: IO ()
main = do
  print (sumSq [1 .. 100 :: Int], sumSq [1 .. 60 :: Integer])
  print (norm [3.0, 4.0 :: Double], norm [1.5, 2.5, 3.5 :: Double])
  print (largest 0 [3, 9, 2 :: Int], largest "" (words "pear apple quince fig"))
  print (steps 0 (1000 :: Int), steps 0.5 (100 :: Double))
  print (count 'a' "banana bandana", count (3 :: Int) [1, 3, 3, 7, 3])
