-- Benchmark: a text formatter: fill and justify paragraphs of standard input
-- to several widths, centre headings, number the lines (interact, lines, ++)
import Data.List (foldl')

size :: Int
size = 8

-- paragraphs are separated by blank lines
paragraphs :: [String] -> [[String]]
paragraphs ls = case dropWhile null ls of
  [] -> []
  rest -> let (p, more) = break null rest in concatMap words p : paragraphs more

-- greedy filling: as many words per line as fit in the width
fill :: Int -> [String] -> [[String]]
fill _ [] = []
fill w (x : xs) = go (length x) [x] xs
  where
    go _ acc [] = [reverse acc]
    go n acc (y : ys)
      | n + 1 + length y <= w = go (n + 1 + length y) (y : acc) ys
      | otherwise = reverse acc : fill w (y : ys)

-- spread the missing spaces over the gaps, the leftmost gaps getting more
justifyLine :: Int -> [String] -> String
justifyLine _ [x] = x
justifyLine w ws = concat (zipWith (++) ws (gaps ++ [""]))
  where
    nGaps = length ws - 1
    spaces = w - sum (map length ws)
    (q, r) = spaces `divMod` nGaps
    gaps = [replicate (q + (if i < r then 1 else 0)) ' ' | i <- [0 .. nGaps - 1]]

-- the last line of a paragraph is left ragged
justifyPara :: Int -> [String] -> [String]
justifyPara w p = map (justifyLine w) (init ls) ++ [unwords (last ls)]
  where ls = fill w p

centre :: Int -> String -> String
centre w s = replicate ((w - length s) `div` 2) ' ' ++ s

number :: [String] -> [String]
number = zipWith (\i l -> right 4 (show i) ++ "| " ++ l) [1 :: Int ..]
  where right n s = replicate (n - length s) ' ' ++ s

format :: Int -> [[String]] -> [String]
format w ps = concat [ centre w ("- " ++ show i ++ " -") : justifyPara w p ++ [""]
                     | (i, p) <- zip [1 :: Int ..] ps ]

checksum :: [String] -> Int
checksum = foldl' (\h l -> foldl' (\a c -> (a * 33 + fromEnum c) `mod` 999983) (h + 1) l) 0

stats :: Int -> [[String]] -> String
stats w ps = "width " ++ show w ++ ": " ++ show (length out) ++ " lines, "
             ++ show (length (filter ((== w) . length) out)) ++ " full, "
             ++ show (sum (map (length . filter (== ' ')) out)) ++ " spaces, checksum "
             ++ show (checksum out)
  where out = format w ps

main :: IO ()
main = interact $ \input ->
  let ps = paragraphs (lines input)
      widths = [30 + 6 * k | k <- [0 .. size * 2 - 1]]
  in unlines (number (take 24 (format 48 ps)) ++ map (\w -> stats w ps) widths)
