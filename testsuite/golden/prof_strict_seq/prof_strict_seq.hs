{-# LANGUAGE BangPatterns #-}
-- Strictness: seq, $!, foldl' and bang patterns force values early, under
-- the stack of the function doing the forcing
import Data.List (foldl')

mean :: [Int] -> (Int, Int)
mean = go 0 0
  where
    go !s !n [] = (s, n)
    go !s !n (x : xs) = go (s + x) (n + 1) xs

sumStrict :: [Int] -> Int
sumStrict = foldl' (+) 0

sumSeq :: [Int] -> Int
sumSeq = loop 0
  where
    loop acc [] = acc
    loop acc (x : xs) = let acc' = acc + x in acc' `seq` loop acc' xs

squareAll :: [Int] -> [Int]
squareAll [] = []
squareAll (x : xs) = let y = x * x in y `seq` (y : squareAll xs)

force :: Int -> Int
force n = id $! (n * 3)

main :: IO ()
main = do
  let xs = [1 .. 3000]
  print (mean xs)
  print (sumStrict xs, sumSeq xs)
  print (sum (squareAll (take 100 xs)))
  print (map force [1, 2, 3])
  let unused = error "never forced" :: Int
      pair = (unused, 42 :: Int)
  print (snd pair)
