-- Strings and show: building text with show, ++, unwords and words,
-- reversing and padding, a derived Show instance.
import Data.Char (toUpper, isDigit)

data Pt = Pt Int Int deriving Show

pad :: Int -> String -> String
pad n s = replicate (n - length s) ' ' ++ s

row :: Int -> String
row i = pad 5 (show i) ++ pad 8 (show (i * i)) ++ "  " ++ show (Pt i (negate i))

shout :: String -> String
shout = map toUpper

capitalise :: String -> String
capitalise [] = []
capitalise (c : cs) = toUpper c : cs

digits :: String -> Int
digits s = length (filter isDigit s)

main :: IO ()
main = do
  mapM_ (putStrLn . row) [1 .. 12]
  let text = unwords [show k ++ "x" | k <- [1 .. 150 :: Int]]
  print (digits text, length (words text))
  putStrLn (row 99)
  print (digits "a1b22c333")
  putStrLn (unwords (map capitalise (words "the quick brown fox jumps")))
  putStrLn (concatMap capitalise ["again", "and", "again"])
  putStrLn (shout (reverse "olleh"))
  putStrLn (shout "bye")
  print (show (Just (Pt 1 2)), [Pt 0 0], "quote\"d")
