import System.Environment

main :: IO ()
main = do
  [f] <- getArgs
  s <- readFile f
  putStrLn (take 20 s)
