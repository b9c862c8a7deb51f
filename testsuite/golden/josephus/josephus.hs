-- The Josephus problem by simulation and by recurrence
josephusSim :: Int -> Int -> [Int]
josephusSim n k = go [1 .. n] 0
  where
    go [] _ = []
    go xs i = let j = (i + k - 1) `mod` length xs
                  (before, victim : after) = splitAt j xs
              in victim : go (before ++ after) j

josephus :: Int -> Int -> Int
josephus 1 _ = 1
josephus n k = (josephus (n - 1) k + k - 1) `mod` n + 1

main :: IO ()
main = do
  print (josephusSim 7 3)
  print (josephusSim 10 2)
  print [last (josephusSim n 3) == josephus n 3 | n <- [1 .. 20]]
  print (map (`josephus` 2) [1 .. 16])
  print (josephus 1000 7)
