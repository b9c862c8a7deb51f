-- -fprof-auto-exported: only the bindings named in the export list get
-- cost centres; helpers that are not exported are charged to their caller
module Main (main, encode, decode, checksum, Shape (..), area) where

import Data.Char (chr, ord)

data Shape = Square Int | Rect Int Int | Tri Int Int
  deriving (Show, Eq)

area :: Shape -> Int
area (Square s) = s * s
area (Rect w h) = w * h
area (Tri b h) = halve (b * h)

halve :: Int -> Int
halve x = x `div` 2

encode :: Int -> String -> String
encode k = map (shift k)

decode :: Int -> String -> String
decode k = encode (26 - k)

shift :: Int -> Char -> Char
shift k c
  | c >= 'a' && c <= 'z' = rotate 'a'
  | c >= 'A' && c <= 'Z' = rotate 'A'
  | otherwise = c
  where
    rotate base = chr ((ord c - ord base + k) `mod` 26 + ord base)

checksum :: String -> Int
checksum = foldl step 7
  where
    step acc c = (acc * 31 + ord c) `mod` 65521

main :: IO ()
main = do
  let msg = concat (replicate 20 "Hello, Lazy World! ")
      secret = encode 3 msg
  putStrLn (take 19 secret)
  print (checksum secret, checksum (decode 3 secret))
  print (decode 3 secret == msg)
  let shapes = [Square 4, Rect 2 9, Tri 5 7, Square 11]
  print shapes
  print (map area shapes, sum (map area shapes))
