-- Placing n queens: candidate columns checked against the queens placed
-- so far, all solutions counted for several board sizes.
safe :: Int -> [Int] -> Bool
safe col placed = and [col /= c && abs (col - c) /= d | (d, c) <- zip [1 ..] placed]

place :: Int -> Int -> [[Int]]
place _ 0 = [[]]
place n k = [col : rest | rest <- place n (k - 1), col <- [1 .. n], safe col rest]

solutions :: Int -> Int
solutions n = length (place n n)

main :: IO ()
main = do
  print (map solutions [4 .. 7])
  print (sum (map solutions [1 .. 3]))
  print (head (place 8 8))
  print (safe 1 [3, 5], safe 2 [1])
