-- getArgs and getProgName
import System.Environment (getArgs, getProgName)

main :: IO ()
main = do
  args <- getArgs
  name <- getProgName
  putStrLn ("program: " ++ name)
  print (length args)
  mapM_ (\(i, a) -> putStrLn (show i ++ ": " ++ a)) (zip [1 :: Int ..] args)
  let nums = [read a :: Int | a <- args, all (`elem` "0123456789") a]
  print (sum nums)
