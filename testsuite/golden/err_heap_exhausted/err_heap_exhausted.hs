-- Keeping a long list alive exhausts an 8 MB heap (+RTS -M8m)
main :: IO ()
main = do
  let xs = [1 .. 10000000] :: [Int]
  print (length xs)
  print (sum xs)
