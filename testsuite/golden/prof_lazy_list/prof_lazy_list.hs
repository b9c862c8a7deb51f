-- Infinite lists consumed lazily: only the demanded prefix is computed,
-- and the cost of each element goes to the stack that built its thunk
fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

naturals :: [Int]
naturals = iterate (+ 1) 0

hamming :: [Int]
hamming = 1 : merge3 (map (* 2) hamming) (map (* 3) hamming) (map (* 5) hamming)
  where
    merge3 as bs cs = merge as (merge bs cs)
    merge xx@(x : xs) yy@(y : ys)
      | x < y = x : merge xs yy
      | x > y = y : merge xx ys
      | otherwise = x : merge xs ys

collatzChain :: Int -> [Int]
collatzChain = takeWhile (/= 1) . iterate step
  where
    step n = if even n then n `div` 2 else 3 * n + 1

triangulars :: [Int]
triangulars = scanl1 (+) [1 ..]

firstOver :: Int -> [Int] -> Int
firstOver k = head . dropWhile (<= k)

main :: IO ()
main = do
  print (take 15 fibs)
  print (fibs !! 200)
  print (sum (takeWhile (< 1000) (filter even naturals)))
  print (take 20 hamming)
  print (hamming !! 300)
  print (length (collatzChain 871))
  print (firstOver 5000 triangulars)
  let cycled = take 7 (cycle "abc")
  putStrLn cycled
