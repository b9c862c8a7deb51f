-- Lazy streams: an infinite list of Hamming numbers merged from three
-- scaled copies of itself, and a running-sum stream.
merge :: [Integer] -> [Integer] -> [Integer]
merge xx@(x : xs) yy@(y : ys)
  | x < y = x : merge xs yy
  | x > y = y : merge xx ys
  | otherwise = x : merge xs ys
merge xs [] = xs
merge [] ys = ys

hamming :: [Integer]
hamming = 1 : merge (map (* 2) hamming) (merge (map (* 3) hamming) (map (* 5) hamming))

runningSums :: Int -> [Int] -> [Int]
runningSums _ [] = []
runningSums acc (x : xs) = let acc' = acc + x in acc' : runningSums acc' xs

every :: Int -> [a] -> [a]
every k xs = case drop (k - 1) xs of
  [] -> []
  (y : ys) -> y : every k ys

main :: IO ()
main = do
  print (take 20 hamming)
  print (hamming !! 600)
  print (take 8 (every 50 (runningSums 0 [1 ..])))
