-- The primitives the evaluator does itself (Note [Primitives without the
-- trip through prim_run] in rts/eval.c) and the edges where it leaves the
-- decision to the general code: division by 0 and -1, minBound, Integers
-- past 64 bits, Words (unsigned), Floats (rounded), NaN, chr's range;
-- (!!) over evaluated cells, through updated thunks, to elements that are
-- functions or thunks, past the end.
import Control.Exception

data Colour = Red | Green | Blue | Violet deriving (Show, Eq, Ord, Enum, Bounded)

ints :: [Int]
ints = [minBound, minBound + 1, -7, -3, -1, 0, 1, 2, 3, 7, 1000003, maxBound]

divisions :: (Int -> Int -> Int) -> [Int]
divisions f = [x `f` y | x <- ints, y <- ints, y /= 0, not (x == minBound && y == -1)]

integers :: [Integer]
integers = [-9223372036854775808, -9223372036854775807, -7, -1, 0, 1, 3, 9223372036854775807, 2 ^ 70]

doubles :: [Double]
doubles = [-2.5, -0.0, 0.0, 0.1, 1 / 3, 1.5e300, 0 / 0, 1 / 0]

floats :: [Float]
floats = [-2.5, 0.1, 1 / 3, 16777217, 3.4e38]

try' :: a -> IO ()
try' x = do
  r <- try (evaluate x)
  case r of
    Left e -> putStrLn ("exception: " ++ show (e :: ArithException))
    Right _ -> putStrLn "no exception"

tryError :: a -> IO ()
tryError x = do
  r <- try (evaluate x)
  case r of
    Left e -> putStrLn ("error: " ++ show (e :: ErrorCall))
    Right _ -> putStrLn "no error"

main :: IO ()
main = do
  print (sum (divisions div), sum (divisions mod), sum (divisions quot), sum (divisions rem))
  print (take 12 (divisions div), take 12 (divisions mod))
  print [(x `div` y, x `mod` y, x `quot` y, x `rem` y) | x <- [-7, 7 :: Int], y <- [-2, 2]]
  print (1000003 `mod` (7 :: Int), 12345678 `div` (-1000 :: Int), (-12345678) `rem` (1000 :: Int))
  print [(x `div` y, x `mod` y, x `quot` y, x `rem` y) | x <- integers, y <- [-1, 3, -7 :: Integer]]
  print (map negate integers, map abs integers)
  print (map negate ints, map abs ints)
  try' (1 `div` (0 :: Int))
  try' (1 `mod` (0 :: Integer))
  try' (minBound `div` (-1 :: Int))
  print ((minBound :: Int) `rem` (-1), (minBound :: Int) `mod` (-1))
  print [compare x y | x <- [minBound, -1, 0, 1, maxBound :: Int], y <- [-1, 0, 1 :: Int]]
  print [compare x y | x <- "a\0\255\1114111", y <- "a\255"]
  print [compare x y | x <- [0, 1, maxBound :: Word], y <- [1, maxBound]]
  print [(x < y, x <= y, x > y, x >= y, x == y, x /= y, compare x y) | x <- doubles, y <- doubles, not (isNaN x || isNaN y)]
  print [(x < y, x <= y, x > y, x >= y, x == y, x /= y) | x <- doubles, y <- doubles, isNaN x || isNaN y]
  print [(x + y, x - y, x * y, x / y) | x <- doubles, y <- take 5 doubles]
  print [(x + y, x - y, x * y, x / y) | x <- floats, y <- floats]
  print [compare x y | x <- floats, y <- floats]
  print (map fromEnum "\0aZ\255\256\1114111", map toEnum [0, 97, 255, 256, 1114111] :: String)
  tryError (toEnum 1114112 :: Char)
  print (map fromEnum [Red ..], [minBound .. maxBound :: Colour], compare Red Blue, Green < Violet)
  let xs = map (* 3) [1 .. 50 :: Int]
      fs = [(+ 1), (* 2), subtract 3, \x -> x * x]
      ys = [length xs, undefined, 7]
  print (length xs, [xs !! i | i <- [0, 1, 48, 49]], xs !! 49 + xs !! 0)
  print ([f 5 | i <- [0 .. 3], let f = fs !! i], (fs !! 3) 9, ys !! 0, ys !! 2)
  print ([(c, "abcdef" !! c') | (c, c') <- zip "xyz" [5, 0, 3]], words "to be or not" !! 3 !! 1)
  tryError (xs !! 50)
  tryError (xs !! (-1))
  print (sum [fromIntegral (x `mod` 256) * 0.5 | x <- [1 .. 2000 :: Int]] :: Double)
