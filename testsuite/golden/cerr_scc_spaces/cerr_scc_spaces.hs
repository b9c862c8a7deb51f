-- An SCC label with a space in it: GHC's parser refuses it
main :: IO ()
main = print ({-# SCC "sum of squares" #-} sum (map (^ 2) [1 .. 10 :: Int]))
