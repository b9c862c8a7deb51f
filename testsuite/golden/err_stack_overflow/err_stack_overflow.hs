-- Deep non-tail recursion overflows a 1 MB stack (+RTS -K1m)
sumList :: [Integer] -> Integer
sumList [] = 0
sumList (x : xs) = x + sumList xs

main :: IO ()
main = do
  print (sumList [1 .. 100])
  print (sumList [1 .. 10000000])
