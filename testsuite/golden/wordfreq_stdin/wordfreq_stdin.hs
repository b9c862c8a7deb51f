-- Word frequencies of standard input, most frequent first
import Data.Char (toLower, isAlpha)
import Data.List (sortBy, group, sort)
import Data.Ord (comparing)

main :: IO ()
main = do
  text <- getContents
  let ws = words (map (\c -> if isAlpha c then toLower c else ' ') text)
      freq = map (\g -> (head g, length g)) (group (sort ws))
      ranked = sortBy (comparing (\(w, n) -> (negate n, w))) freq
  mapM_ (\(w, n) -> putStrLn (w ++ ": " ++ show n)) (take 8 ranked)
  putStrLn ("distinct words: " ++ show (length freq))
  putStrLn ("longest: " ++ snd (maximum [(length w, w) | w <- ws]))
