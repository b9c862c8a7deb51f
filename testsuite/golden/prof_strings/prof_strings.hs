-- String processing: words, lines, unwords, Data.Char, a run-length
-- encoder and a word-frequency count
import Data.Char (isAlpha, toLower, toUpper, isSpace)
import Data.List (sort, group, sortBy, isPrefixOf)

poem :: String
poem = unlines
  [ "The fog comes"
  , "on little cat feet."
  , "It sits looking"
  , "over harbor and city"
  , "on silent haunches"
  , "and then moves on."
  ]

normalise :: String -> [String]
normalise = words . map clean
  where
    clean c = if isAlpha c then toLower c else ' '

frequencies :: [String] -> [(String, Int)]
frequencies ws = take 5 (sortBy byCount [(head g, length g) | g <- group (sort ws)])
  where
    byCount (a, m) (b, n) = compare n m <> compare a b

runLength :: String -> [(Char, Int)]
runLength [] = []
runLength (c : cs) = (c, 1 + length same) : runLength rest
  where
    (same, rest) = span (== c) cs

capitalise :: String -> String
capitalise [] = []
capitalise (c : cs) = toUpper c : cs

trim :: String -> String
trim = dropWhileEnd' isSpace . dropWhile isSpace
  where
    dropWhileEnd' p = reverse . dropWhile p . reverse

main :: IO ()
main = do
  let ws = normalise (concat (replicate 10 poem))
  print (length ws)
  print (frequencies ws)
  putStrLn (unwords (map capitalise (take 8 ws)))
  print (runLength "aaabccddddde")
  print (map (length . runLength) (lines poem))
  putStrLn ("[" ++ trim "   padded text \t  " ++ "]")
  print (length (filter ("on" `isPrefixOf`) (words poem)))
