-- String processing with words, lines, unwords, unlines and friends
import Data.Char (toUpper, toLower, isSpace, isAlpha)
import Data.List (group, intercalate, isPrefixOf, isSuffixOf, isInfixOf)

capitalise :: String -> String
capitalise [] = []
capitalise (c : cs) = toUpper c : map toLower cs

rle :: String -> String
rle = concatMap enc . group
  where enc g = show (length g) ++ [head g]

isPalindrome :: String -> Bool
isPalindrome s = t == reverse t
  where t = map toLower (filter isAlpha s)

trim :: String -> String
trim = f . f
  where f = reverse . dropWhile isSpace

splitOn :: Char -> String -> [String]
splitOn d s = case break (== d) s of
  (a, []) -> [a]
  (a, _ : rest) -> a : splitOn d rest

main :: IO ()
main = do
  let text = "the quick brown fox\njumps over\nthe lazy dog"
  print (lines text)
  print (map length (words text), length (lines text))
  putStrLn (unwords (map capitalise (words text)))
  putStr (unlines (map reverse (lines text)))
  putStrLn (rle "aaabccddddde")
  print (map isPalindrome ["A man, a plan, a canal: Panama", "lazy", "Never odd or even"])
  putStrLn ("[" ++ trim "   padded string \t " ++ "]")
  print (splitOn ',' "a,bb,ccc,d")
  putStrLn (intercalate ", " ["x", "y", "z"])
  print ("pre" `isPrefixOf` "prefix", "fix" `isSuffixOf` "prefix", "efi" `isInfixOf` "prefix")
  print (unlines ["a", "b"], unwords ["one", "two", "three"])
  print (zipWith3 (\a b c -> [a, b, c]) "abc" "def" "ghi")
  print (lookup "b" (zip (words "a b c") [1 :: Int ..]), length (filter (== 'o') text))
