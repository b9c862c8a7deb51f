-- Nested where clauses: local functions are labelled outer.inner,
-- and a local inside a local is labelled outer.inner.innermost
stats :: [Int] -> (Int, Int, Int)
stats xs = (total, count, spread)
  where
    total = sumUp xs
    count = countUp xs
    spread = hi - lo
      where
        hi = maximum xs
        lo = minimum xs
    sumUp [] = 0
    sumUp (y : ys) = y + sumUp ys
    countUp ys = go 0 ys
      where
        go acc [] = acc
        go acc (_ : zs) = go (acc + 1) zs

histogram :: Int -> [Int] -> [(Int, Int)]
histogram buckets xs = [(b, size b) | b <- [0 .. buckets - 1]]
  where
    width = (maximum xs + buckets) `div` buckets
    size b = length (filter (inBucket b) xs)
    inBucket b x = x `div` width == b

main :: IO ()
main = do
  let xs = [(i * 37 + 11) `mod` 101 | i <- [1 .. 400]]
  print (stats xs)
  print (stats (take 50 xs))
  print (histogram 5 xs)
