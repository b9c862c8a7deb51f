-- The last statement of a do block is a String, not an IO action
main :: IO ()
main = do
  x <- getLine
  x
