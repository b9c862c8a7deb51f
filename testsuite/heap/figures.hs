-- A user data type with several constructors: a list of figures of five
-- kinds, kept while it is summarised several ways, so every constructor
-- has its own band (main:Main.Circle ... under -hT).
-- heap-ref-size: 130000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Figure
  = Circle Double
  | Rect Double Double
  | Triangle Double Double Double
  | Square Double
  | Dot

figure :: Int -> Figure
figure i = case i `mod` 5 of
  0 -> Circle r
  1 -> Rect r (r + 1)
  2 -> Triangle 3 4 5
  3 -> Square r
  _ -> Dot
  where
    r = fromIntegral (walk 30 i `mod` 97) / 4

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

area :: Figure -> Double
area (Circle r) = pi * r * r
area (Rect w h) = w * h
area (Triangle a b c) = let s = (a + b + c) / 2 in sqrt (s * (s - a) * (s - b) * (s - c))
area (Square s) = s * s
area Dot = 0

perimeter :: Figure -> Double
perimeter (Circle r) = 2 * pi * r
perimeter (Rect w h) = 2 * (w + h)
perimeter (Triangle a b c) = a + b + c
perimeter (Square s) = 4 * s
perimeter Dot = 0

kind :: Figure -> Int
kind (Circle _) = 0
kind (Rect _ _) = 1
kind (Triangle _ _ _) = 2
kind (Square _) = 3
kind Dot = 4

main :: IO ()
main = do
  n <- sizeArg 500
  let fs = map figure [1 .. n]
  print (round (sum (map area fs)) :: Integer)
  print (round (sum (map perimeter fs)) :: Integer)
  print [length (filter ((== k) . kind) fs) | k <- [0 .. 4]]
  print (length [() | Circle r <- fs, r > 10])
