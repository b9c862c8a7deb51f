-- An error in the middle of printing a list: the prefix is already written
main :: IO ()
main = do
  putStr "values: "
  print [10, 20, 30 `div` 0, 40 :: Int]
