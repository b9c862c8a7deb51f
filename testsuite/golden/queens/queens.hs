-- The n-queens problem: all solutions by list comprehension
queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

showBoard :: Int -> [Int] -> [String]
showBoard n qs = [concat [if c == q then "Q " else ". " | c <- [1 .. n]] | q <- qs]

main :: IO ()
main = do
  print (map (length . queens) [1 .. 7])
  let sols = queens 8
  print (length sols)
  print (head sols)
  print (last sols)
  mapM_ putStrLn (showBoard 8 (head sols))
