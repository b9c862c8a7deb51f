-- The cost centres of code after a LINE pragma carry the place the pragma
-- names, as GHC's do (SRC column of the .prof report).
module Main (main) where

{-# LINE 120 "Lexer.x" #-}
classify :: Char -> Int
classify c
  | c `elem` "aeiou" = 1
  | c == ' '         = 0
  | otherwise        = 2

scan :: String -> [Int]
scan = map classify
{-# LINE 14 "prof_line_pragma.hs" #-}

total :: [Int] -> Int
total = foldr (+) 0

main :: IO ()
main = print (total (scan (concat (replicate 50 "a line of text "))))
