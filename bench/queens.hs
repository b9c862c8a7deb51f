-- Benchmark: all solutions of the n-queens problem (list comprehensions)
size :: Int
size = 11

queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

main :: IO ()
main = do
  let sols = queens size
  print (length sols)
  print (head sols)
