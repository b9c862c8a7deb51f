-- interact: number the lines and upper-case the first word of each
import Data.Char (toUpper)

numberLines :: String -> String
numberLines = unlines . zipWith fmt [1 :: Int ..] . lines
  where
    fmt n l = pad (show n) ++ "  " ++ shout l
    pad s = replicate (4 - length s) ' ' ++ s
    shout l = case words l of
      (w : rest) -> unwords (map toUpper w : rest)
      [] -> "<blank>"

main :: IO ()
main = interact numberLines
