-- Benchmark: lazy streams and knot-tying (hamming numbers, fibs, mutually recursive lists)
-- runhugs-flags: -h32M
size :: Int
size = 40000

hamming :: [Integer]
hamming = 1 : merge3 (map (* 2) hamming) (map (* 3) hamming) (map (* 5) hamming)
  where
    merge3 a b c = merge a (merge b c)
    merge xx@(x : xs) yy@(y : ys)
      | x < y = x : merge xs yy
      | x > y = y : merge xx ys
      | otherwise = x : merge xs ys

fibs :: [Int]
fibs = 1 : 1 : zipWith (\a b -> (a + b) `mod` 1000000) fibs (tail fibs)

-- sums modulo a prime so that 32-bit Ints (Hugs) never overflow
sumMod :: [Int] -> Int
sumMod = go 0
  where
    go acc [] = acc
    go acc (x : xs) = let acc' = (acc + x) `mod` 1000003 in acc' `seq` go acc' xs

runningMeans :: [Int] -> [Int]
runningMeans xs = zipWith div (scanl1 (+) xs) [1 ..]

main :: IO ()
main = do
  print (hamming !! size)
  print (sumMod (take (size * 20) fibs))
  let evens = 0 : map (+ 1) odds
      odds = map (+ 1) evens
  print (sumMod (take (size * 10) (zipWith (\e o -> (e `mod` 1000) * (o `mod` 1000)) evens odds)))
  print (sumMod (take (size * 10) (runningMeans (cycle [1 .. 97]))))
