-- Local variables are offered first, with the line that binds them
main :: IO ()
main = do
  let counter = 3 :: Int
      total = 10 :: Int
  line <- getLine
  print (length line + cuonter + total)
