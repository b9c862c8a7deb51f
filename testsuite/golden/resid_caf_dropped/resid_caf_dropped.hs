-- A CAF that the rest of the program no longer uses is dropped, as GHC
-- drops it: `big` is consumed as it is produced, in constant space.
big :: [Int]
big = [1 .. 300000]

count :: Int -> [Int] -> Int
count acc [] = acc
count acc (x : xs) = let acc' = acc + x in acc' `seq` count acc' xs

main :: IO ()
main = do
  print (count 0 big)
  print (count 0 (map (* 2) [1 .. 300000]))
