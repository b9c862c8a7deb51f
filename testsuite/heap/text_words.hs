-- String processing on a generated text: the text is used several times,
-- so the whole String (cons cells and characters) stays live while
-- lines and words are split off it and counted.
-- heap-ref-size: 6000 (the argument of the GHC reference run)
import System.Environment (getArgs)
import Data.Char (toUpper, isUpper)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

syllables :: [String]
syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "zu"]

word :: Int -> Int -> String
word i j = concat [syllables !! ((i * 7 + j * k * 3) `mod` 10) | k <- [1 .. 1 + (i + j) `mod` 4]]

line :: Int -> String
line i = unwords [capital (j == 1) (word i j) | j <- [1 .. 6 + i `mod` 5]]
  where
    capital True (c : cs) = toUpper c : cs
    capital _ w = w

main :: IO ()
main = do
  n <- sizeArg 100
  let text = unlines (map line [1 .. n])
      ls = lines text
      ws = words text
  print (length text)
  print (length ls)
  print (length ws)
  print (maximum (map length ws))
  print (length (filter (isUpper . head) ws))
  print [length (filter (== c) text) | c <- ['a' .. 'z']]
  putStrLn (unwords (reverse (words (last ls))))
