-- getLine at end of input
main :: IO ()
main = do
  a <- getLine
  putStrLn ("got " ++ a)
  b <- getLine
  putStrLn ("got " ++ b)
