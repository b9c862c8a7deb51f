-- readFile of a directory is an IOError, not an empty file
main :: IO ()
main = do
  s <- readFile "/"
  putStrLn ("read " ++ show (length s))
