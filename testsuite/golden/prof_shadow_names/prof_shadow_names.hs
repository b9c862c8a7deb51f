-- The same local name in several functions (each go is its own centre,
-- labelled by its parent), and local names that shadow top-level ones
go :: Int -> Int
go n = n + 1

sumDigits :: Int -> Int
sumDigits = go 0
  where
    go acc 0 = acc
    go acc n = go (acc + n `mod` 10) (n `div` 10)

countDown :: Int -> [Int]
countDown n = go n
  where
    go 0 = [0]
    go k = k : go (k - 1)

twice :: Int -> Int
twice x = go (go x)
  where
    go y = y * 2

outer :: Int -> Int
outer n = helper n + helper (n + 1)
  where
    helper k = go k
      where
        go j = j * j

main :: IO ()
main = do
  print (map sumDigits [12345, 999, 1000])
  print (sum (countDown 100))
  print (twice 5, go 5, outer 7)
