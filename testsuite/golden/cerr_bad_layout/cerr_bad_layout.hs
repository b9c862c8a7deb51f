-- A do block whose statements are not aligned
main :: IO ()
main = do
    putStrLn "one"
  putStrLn "two"
