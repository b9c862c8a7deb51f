-- A table kept alive by a thunk that is forced late, and a list the
-- stack holds while it is consumed.
table :: Int -> [(Int, Int)]
table n = [(i, i * i) | i <- [1 .. n]]

lookupAll :: [(Int, Int)] -> [Int] -> Int
lookupAll t ks = sum [v | k <- ks, Just v <- [lookup k t]]

count :: Int -> Int
count n = length (filter even [1 .. n])

main :: IO ()
main = do
  let t = table 2000
      late = lookupAll t [1, 500 .. 2000]
  print (length t)
  print (count 300000)
  print late
