-- Pattern bindings in where and let: GHC labels the pattern itself
-- outer.(...) and each bound variable outer.s, outer.n
mean :: [Int] -> Int
mean xs = s `div` n
  where
    (s, n) = foldr step (0, 0) xs
    step x (a, c) = (a + x, c + 1)

minMax :: [Int] -> (Int, Int)
minMax (x : xs) = (lo, hi)
  where
    (lo, hi) = foldl pick (x, x) xs
    pick (a, b) y = (min a y, max b y)

splitHalves :: [Int] -> Int
splitHalves xs =
  let (front, back) = splitAt (length xs `div` 2) xs
      [p, q] = [sum front, sum back]
  in p - q

main :: IO ()
main = do
  let xs = [(i * 7919) `mod` 1000 | i <- [1 .. 600]]
  print (mean xs)
  print (minMax xs)
  print (splitHalves xs)
  let (small, large) = span (< 500) xs
  print (length small, length large)
