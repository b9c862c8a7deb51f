-- N-queens with local helpers: every binding gets a cost centre
queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]

safe :: Int -> [Int] -> Bool
safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

render :: Int -> [Int] -> String
render n qs = unlines [row q | q <- qs]
  where
    row q = [if c == q then 'Q' else '.' | c <- [1 .. n]]

main :: IO ()
main = do
  let sols = queens 7
  print (length sols)
  putStr (render 7 (head sols))
  print (map (length . queens) [4, 5, 6])
