-- Reads numbers line by line with getLine until "end"
loop :: Int -> Int -> IO ()
loop total count = do
  line <- getLine
  if line == "end"
    then do
      putStrLn ("count " ++ show count)
      putStrLn ("total " ++ show total)
    else do
      let n = read line :: Int
      putStrLn (line ++ " squared is " ++ show (n * n))
      loop (total + n) (count + 1)

main :: IO ()
main = do
  name <- getLine
  putStrLn ("Hello, " ++ name ++ "!")
  loop 0 0
  rest <- getContents
  putStr (unlines (map reverse (lines rest)))
