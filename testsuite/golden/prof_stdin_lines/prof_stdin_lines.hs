-- Reading standard input lazily with getContents: the lines are
-- consumed by pure functions and reported per line and in total
import Data.Char (isSpace, toUpper)

summarise :: String -> String
summarise line = show (length ws) ++ " words, longest " ++ longest ws
  where
    ws = words line
    longest [] = "-"
    longest xs = foldr1 pick xs
    pick a b = if length a >= length b then a else b

shout :: String -> String
shout = map toUpper . dropWhile isSpace

main :: IO ()
main = do
  input <- getContents
  let ls = lines input
  mapM_ (putStrLn . summarise) ls
  putStrLn (shout (last ls))
  print (length (filter (not . all isSpace) ls), sum (map length ls))
