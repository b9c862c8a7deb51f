-- Infinite structures consumed lazily
fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

hamming :: [Integer]
hamming = 1 : merge3 (map (* 2) hamming) (map (* 3) hamming) (map (* 5) hamming)
  where
    merge3 a b c = merge a (merge b c)
    merge xx@(x : xs) yy@(y : ys)
      | x < y = x : merge xs yy
      | x > y = y : merge xx ys
      | otherwise = x : merge xs ys

collatz :: Int -> [Int]
collatz = takeWhile (/= 1) . iterate step
  where step n = if even n then n `div` 2 else 3 * n + 1

triangles :: [Int]
triangles = scanl1 (+) [1 ..]

main :: IO ()
main = do
  print (take 15 fibs)
  print (take 20 hamming)
  print (take 10 (iterate (* 2) 1))
  print (take 7 (cycle [1, 2, 3]), take 3 (repeat 'x'), replicate 4 True)
  print (zip [1 ..] "lazy")
  print (takeWhile (< 60) (map (^ 2) [1 ..]))
  print (collatz 27 !! 50, length (collatz 27))
  print (head (dropWhile (< 1000) triangles))
  print (take 5 [n | n <- [1 ..], n `mod` 7 == 3])
  let xs = [1 ..] :: [Int]
      ys = map (* 3) xs
  print (ys !! 1000, elem 999 ys, lookup 5 (zip xs ys))
  print (fst (span even [2, 4, 6, 7, 8]), takeWhile (/= ' ') (cycle "ab cd"))
  print (head (filter ((> 100) . length . show) fibs))
