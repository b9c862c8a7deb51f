-- Local recursive functions (where and let) with accumulators, a local
-- function that closes over its parent's arguments, and a let-bound
-- recursive helper used twice
digitSum :: Int -> Int
digitSum n = go n 0
  where
    go 0 acc = acc
    go m acc = go (m `div` 10) (acc + m `mod` 10)

countBelow :: Int -> [Int] -> Int
countBelow limit xs = loop xs 0
  where
    loop [] c = c
    loop (y : ys) c
      | y < limit = loop ys (c + 1)
      | otherwise = loop ys c

gcdAll :: [Int] -> Int
gcdAll ns =
  let g a 0 = a
      g a b = g b (a `mod` b)
      step acc x = g acc x
  in foldl step 0 ns

powerSet :: [Int] -> [[Int]]
powerSet xs = subsets xs
  where
    subsets [] = [[]]
    subsets (y : ys) = let rest = subsets ys in rest ++ map (y :) rest

main :: IO ()
main = do
  print (sum (map digitSum [1 .. 500]))
  print (countBelow 50 [(i * 13) `mod` 100 | i <- [1 .. 400]])
  print (gcdAll [462, 1071, 2142, 3213])
  print (length (powerSet [1 .. 10]), take 5 (powerSet [1, 2, 3]))
