-- head of an empty list
firstWordLength :: String -> Int
firstWordLength s = length (head (words s))

main :: IO ()
main = do
  print (firstWordLength "hello world")
  print (firstWordLength "   ")
