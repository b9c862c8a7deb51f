-- ticky golden: top-level and local functions, a lambda, a higher-order call
collatz :: Int -> Int
collatz n = go n 0
  where
    go 1 acc = acc
    go m acc
      | even m = go (m `div` 2) (acc + 1)
      | otherwise = go (3 * m + 1) (acc + 1)

longest :: Int -> (Int, Int)
longest limit = foldr pick (1, 0) [1 .. limit]
  where
    pick k best@(_, steps) =
      let s = length (replicate (collatz k) 'x') in if s > steps then (k, s) else best

tri :: Int -> Int
tri 0 = 0
tri n = n + tri (n - 1)

squares :: [Int] -> [Int]
squares = map (\x -> x * x)

main :: IO ()
main = do
  print (longest 3000)
  print (sum (squares [1 .. 100]))
  print (tri 100 + tri 50)
