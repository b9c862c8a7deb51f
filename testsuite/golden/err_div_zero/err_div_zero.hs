-- Integer division by zero
average :: [Int] -> Int
average xs = sum xs `div` length xs

main :: IO ()
main = do
  print (average [3, 4, 5])
  print (average [])
