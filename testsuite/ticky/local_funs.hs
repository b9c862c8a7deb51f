-- Top-level functions with local helpers in `where` and `let`: the local
-- ones are called in non-tail positions (so GHC keeps them as functions,
-- not let-no-escape joins) and are reported "in" their parent.
-- ticky-allocd: yes (a reference with -ticky-allocd too)
main :: IO ()
main = do
  print (sumSquares 300 + sumSquares 200)
  print (map digitSum [12345, 999999, 1000001])
  print (hypot 3 4, hypot 5 12, hypot 20 21)

sumSquares :: Int -> Int
sumSquares n = go 1
  where
    go i
      | i > n = 0
      | otherwise = sq i + go (i + 1)
    sq x = x * x

digitSum :: Int -> Int
digitSum n
  | n < 10 = n
  | otherwise = n `mod` 10 + digitSum (n `div` 10)

hypot :: Int -> Int -> Int
hypot a b =
  let s = a * a + b * b
      root k = if k * k >= s then k else 0 + root (k + 1)
  in root 0
