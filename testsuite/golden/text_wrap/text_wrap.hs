-- Greedy word wrapping and justification of a paragraph
wrap :: Int -> String -> [String]
wrap width = go [] 0 . words
  where
    go line _ [] = [unwords (reverse line) | not (null line)]
    go [] _ (w : ws) = go [w] (length w) ws
    go line len (w : ws)
      | len + 1 + length w <= width = go (w : line) (len + 1 + length w) ws
      | otherwise = unwords (reverse line) : go [w] (length w) ws

justify :: Int -> String -> String
justify width l = case words l of
  [w] -> w
  ws -> let gaps = length ws - 1
            spaces = width - sum (map length ws)
            (q, r) = spaces `divMod` gaps
            pads = [replicate (q + (if i <= r then 1 else 0)) ' ' | i <- [1 .. gaps]]
        in concat (zipWith (++) ws (pads ++ [""]))

paragraph :: String
paragraph = "Lazy evaluation delays the computation of a value until it is needed, \
            \and then remembers the result so that it is computed at most once. \
            \This makes infinite data structures and circular programs possible."

main :: IO ()
main = do
  let ls = wrap 28 paragraph
  mapM_ (\l -> putStrLn ("|" ++ l ++ replicate (28 - length l) ' ' ++ "|")) ls
  putStrLn (replicate 30 '-')
  mapM_ (\l -> putStrLn ("|" ++ justify 28 l ++ "|")) (init ls)
  putStrLn ("|" ++ last ls ++ "|")
  print (map length (wrap 40 paragraph))
