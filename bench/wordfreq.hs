-- Benchmark: a word-frequency report of standard input (interact, words, ++, show)
import Data.Char (toLower, isAlpha)
import Data.List (sortBy, group, sort, foldl')

-- how many of the most frequent words the report lists, and how many times
-- the text is analysed (each pass looks at a different slice of it)
size :: Int
size = 6

data Entry = Entry String Int

normalise :: String -> String
normalise = map toLower . filter isAlpha

-- counts of every distinct word, most frequent first, ties alphabetically
frequencies :: [String] -> [Entry]
frequencies ws = sortBy byCount [Entry (head g) (length g) | g <- group (sort ws)]
  where byCount (Entry a m) (Entry b n) = compare (n, a) (m, b)

pad :: Int -> String -> String
pad n s = s ++ replicate (n - length s) ' '

padLeft :: Int -> String -> String
padLeft n s = replicate (n - length s) ' ' ++ s

percent :: Int -> Int -> String
percent part whole = show (q `div` 10) ++ "." ++ show (q `mod` 10) ++ "%"
  where q = (part * 1000 + whole `div` 2) `div` whole

report :: Int -> [String] -> [String]
report k ws =
  [ "words: " ++ show total ++ ", distinct: " ++ show (length fs)
  , "longest: " ++ show (take 3 (sortBy longer (map word fs)))
  , "hapax legomena: " ++ show (length [() | Entry _ 1 <- fs]) ]
  ++ [ padLeft 3 (show i) ++ ". " ++ pad 12 w ++ padLeft 6 (show n) ++ "  " ++ percent n total
     | (i, Entry w n) <- zip [1 :: Int ..] (take (size * 4) fs) ]
  ++ [ "by length: " ++ unwords [show l ++ ":" ++ show c | (l, c) <- lengths] ]
  ++ [ "pass " ++ show k ++ " checksum " ++ show (checksum ws) ]
  where
    fs = frequencies ws
    total = length ws
    word (Entry w _) = w
    longer a b = compare (length b, a) (length a, b)
    lengths = [(head g, length g) | g <- group (sort (map length ws))]

checksum :: [String] -> Int
checksum = foldl' step 7
  where step h w = foldl' (\a c -> (a * 31 + fromEnum c) `mod` 1000003) h w

-- pass k takes every word whose position is not a multiple of k + 2
slice :: Int -> [String] -> [String]
slice k ws = [w | (i, w) <- zip [0 :: Int ..] ws, i `mod` (k + 2) /= 0]

main :: IO ()
main = interact $ \input ->
  let ws = filter (not . null) (map normalise (words input))
      ls = lines input
  in unlines ( ["lines: " ++ show (length ls) ++ ", blank: " ++ show (length (filter null ls))]
               ++ concat [report k (if k == 0 then ws else slice k ws) | k <- [0 .. size - 1]] )
