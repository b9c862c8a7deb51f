-- Deep non-tail recursion: recursive calls of one function stay in one
-- stack node however deep they go
sumTo :: Int -> Int
sumTo 0 = 0
sumTo n = n + sumTo (n - 1)

lengthOf :: [a] -> Int
lengthOf [] = 0
lengthOf (_ : xs) = 1 + lengthOf xs

ackermann :: Int -> Int -> Int
ackermann 0 n = n + 1
ackermann m 0 = ackermann (m - 1) 1
ackermann m n = ackermann (m - 1) (ackermann m (n - 1))

hanoi :: Int -> String -> String -> String -> [(String, String)]
hanoi 0 _ _ _ = []
hanoi n from to via = hanoi (n - 1) from via to ++ [(from, to)] ++ hanoi (n - 1) via to from

main :: IO ()
main = do
  print (sumTo 20000)
  print (lengthOf (replicate 15000 'x'))
  print (ackermann 2 3)
  print (length (hanoi 10 "a" "b" "c"))
  print (take 3 (hanoi 3 "l" "r" "m"))
