-- Benchmark: string processing: words, sorting, grouping, Data.Char, show
-- runhugs-flags: -h8M
import Data.Char (toUpper, isAlpha, ord, chr)
import Data.List (sort, group, sortBy)

size :: Int
size = 30000

vocabulary :: [String]
vocabulary = words "lazy evaluation delays every computation until its value is needed \
                   \then shares the result thunks closures heaps stacks cost centres"

text :: Int -> String
text n = unwords [vocabulary !! ((i * i + 3 * i) `mod` length vocabulary) | i <- [1 .. n]]

caesar :: Int -> String -> String
caesar k = map shift
  where
    shift c
      | c >= 'a' && c <= 'z' = chr (ord 'a' + (ord c - ord 'a' + k) `mod` 26)
      | otherwise = c

main :: IO ()
main = do
  let t = text size
      ws = words t
      freq = sortBy (\(a, x) (b, y) -> compare (y, a) (x, b)) [(head g, length g) | g <- group (sort ws)]
  print (length t, length ws)
  mapM_ (\(w, n) -> putStrLn (w ++ " " ++ show n)) (take 5 freq)
  let secret = caesar 13 t
  print (caesar 13 secret == t, length (filter (== 'n') secret))
  putStrLn (take 60 (map toUpper secret))
  print (sum (map length (lines (concatMap (\w -> w ++ "\n") ws))))
  print (length (show ws), length (filter isAlpha (reverse t)))
