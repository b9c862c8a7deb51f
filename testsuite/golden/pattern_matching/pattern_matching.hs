-- Nested constructor, literal, string, char, as-, tuple and list patterns
data Color = Red | Green | Blue deriving (Show, Eq)
data Shape = Circle Double | Square Double | Poly [(Int, Int)] deriving Show

firstTwo :: [a] -> Maybe (a, a)
firstTwo (x : y : _) = Just (x, y)
firstTwo _ = Nothing

greet :: String -> String
greet "hello" = "hi!"
greet ('h' : rest) = "h-word: " ++ rest
greet s@(c : _) | c `elem` "aeiou" = "vowel word " ++ s
greet _ = "?"

nested :: Maybe (Either Int (Int, [Int])) -> Int
nested Nothing = 0
nested (Just (Left 0)) = 100
nested (Just (Left n)) = n
nested (Just (Right (a, []))) = a
nested (Just (Right (a, [b]))) = a + b
nested (Just (Right (a, b : c : _))) = a * b * c

dup :: [Int] -> [Int]
dup all'@(x : _) = x : all'
dup [] = []

colorCode :: Color -> Char
colorCode Red = 'r'
colorCode Green = 'g'
colorCode Blue = 'b'

corners :: Shape -> Int
corners (Poly ps@(_ : _ : _ : _)) = length ps
corners (Poly _) = -1
corners (Square _) = 4
corners (Circle _) = 0

neg :: Int -> String
neg (-1) = "minus one"
neg 0 = "zero"
neg n = show n

pairs :: [(Int, Char)] -> String
pairs [] = ""
pairs ((n, c) : rest) = replicate n c ++ pairs rest

main :: IO ()
main = do
  print (firstTwo "xyz", firstTwo [1 :: Int])
  mapM_ (putStrLn . greet) ["hello", "house", "apple", "zebra", "h"]
  print (map nested [Nothing, Just (Left 0), Just (Left 7), Just (Right (3, [])), Just (Right (3, [4])), Just (Right (2, [3, 4, 5]))])
  print (dup [9, 8], map colorCode [Red, Green, Blue])
  print (map corners [Circle 1.0, Square 2.0, Poly [(0, 0), (1, 0)], Poly [(0, 0), (1, 0), (0, 1)]])
  print (map neg [-1, 0, 1])
  putStrLn (pairs [(3, 'a'), (1, '-'), (2, 'z')])
  let (q, r) = 17 `divMod` 5
      [u, v, w] = "uvw"
      (h : _, Just z) = ([True, False], Just 'z')
  print (q, r, u, v, w, h, z)
