{-# LANGUAGE BangPatterns #-}
-- Accumulator loops: strict accumulators with bang patterns and seq, a
-- lazy one, and a loop threading a pair.
sumTo :: Int -> Int -> Int
sumTo !acc 0 = acc
sumTo !acc n = sumTo (acc + n) (n - 1)

meanVar :: [Int] -> (Int, Int)
meanVar xs = loop 0 0 0 xs
  where
    loop :: Int -> Int -> Int -> [Int] -> (Int, Int)
    loop n s q [] = (s `div` n, q `div` n - (s `div` n) ^ (2 :: Int))
    loop n s q (y : ys) = n `seq` s `seq` q `seq` loop (n + 1) (s + y) (q + y * y) ys

lazySum :: Int -> [Int] -> Int
lazySum acc [] = acc
lazySum acc (y : ys) = lazySum (acc + y) ys

fibPair :: Int -> (Integer, Integer)
fibPair 0 = (0, 1)
fibPair k = let (a, b) = fibPair (k - 1) in b `seq` (b, a + b)

main :: IO ()
main = do
  print (sumTo 0 5000)
  print (meanVar [1 .. 2000])
  print (lazySum 0 [1 .. 3000])
  print (fst (fibPair 150))
  print (sumTo 0 10 + lazySum 1 [2, 3])
