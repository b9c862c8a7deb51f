{-# LANGUAGE BangPatterns #-}
-- seq, $!, foldl versus foldl', strict accumulators
import Data.List (foldl')

mean :: [Double] -> Double
mean xs = s / fromIntegral n
  where
    (s, n) = foldl' step (0.0, 0 :: Int) xs
    step (!acc, !len) x = (acc + x, len + 1)

sumTo :: Int -> Int
sumTo n = go 0 1
  where
    go !acc i
      | i > n = acc
      | otherwise = go (acc + i) (i + 1)

countOdd :: [Int] -> Int
countOdd = foldl' (\c x -> if odd x then c + 1 else c) 0

main :: IO ()
main = do
  print (foldl (+) 0 [1 .. 100000 :: Int])
  print (foldl' (+) 0 [1 .. 100000 :: Int])
  print (foldr (\x acc -> x + acc) 0 [1 .. 10000 :: Int])
  print (foldl (flip (:)) [] "abcdef", foldr (:) [] "abcdef")
  print (sumTo 100000, countOdd [1 .. 9999])
  print (mean [1.5, 2.5, 3.5, 4.5])
  let x = 3 + 4 :: Int
  x `seq` print x
  print (seq (Just undefined :: Maybe Int) "seq stops at the constructor")
  print (foldl (\_ y -> y) 0 [undefined, undefined, 9 :: Int])
  print (length (foldl (\acc y -> y : acc) [] [1 .. 5000 :: Int]))
  print ((\y -> y * 2) $! (5 :: Int))
  print (scanl (+) 0 [1 .. 10 :: Int], scanl1 max [3, 1, 4, 1, 5, 9, 2, 6 :: Int])
