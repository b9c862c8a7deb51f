-- Dictionary specialisation (compiler/specialise.c): overloaded code at
-- known types must mean what it means with dictionaries passed.
import Data.List (sortBy, insert)

class Shape a where
  area :: a -> Double
  name :: a -> String
  name _ = "shape"
  describe :: a -> String
  describe x = name x ++ " of area " ++ show (area x)

data Square = Square Double
data Circle = Circle Double

instance Shape Square where
  area (Square s) = s * s
  name _ = "square"

instance Shape Circle where
  area (Circle r) = 3.0 * r * r

-- a local worker generalised over its counter's type, used at Int only
countSteps :: Double -> Int
countSteps x0 = go x0 0
  where
    go x n
      | x < 1.0 = n
      | otherwise = go (x / 2.0) (n + 1)

-- overloaded top-level functions used at several types
sumSquares :: Num a => [a] -> a
sumSquares xs = sum (map (\x -> x * x) xs)

largest :: Ord a => [a] -> a
largest (x : xs) = foldl max x xs
largest [] = error "largest: empty"

-- recursion passing its own dictionaries
power :: (Num a, Integral b) => a -> b -> a
power _ 0 = 1
power x n
  | even n = let h = power x (n `div` 2) in h * h
  | otherwise = x * power x (n - 1)

-- polymorphic recursion: the dictionary grows at every level
data Nested a = Flat a | Nest (Nested [a])

depth :: Show a => Nested a -> String
depth (Flat x) = show x
depth (Nest n) = "N" ++ depth n

-- superclass of an instance with a context: Eq [a] from Ord [a]
sameAsSorted :: Ord a => [a] -> Bool
sameAsSorted xs = xs == foldr insert [] xs

-- a local overloaded binding used at two types stays overloaded
pairUp :: (Int, Double)
pairUp = let twice y = y + y in (twice 3, twice 1.25)

-- literals through fromInteger / fromRational at known types
scale :: Fractional a => a -> a
scale y = y * 0.1 + 0.2

big :: Num a => a
big = 9223372036854775807 + 1

tiny :: Fractional a => a
tiny = 1.0e-320

main :: IO ()
main = do
  putStrLn (describe (Square 2.0))
  putStrLn (describe (Circle 1.5))
  print (countSteps 1000.0, countSteps 0.5)
  print (sumSquares [1, 2, 3 :: Int], sumSquares [0.5, 1.5 :: Double], sumSquares [10 ^ 10 :: Integer])
  print (largest [3, 1, 4, 1, 5 :: Int], largest "lazy", largest [[2, 1], [2, 1, 0 :: Int]], largest [Just 'a', Nothing])
  print (power (2 :: Int) (62 :: Int), power (2 :: Int) (64 :: Integer), power (3 :: Integer) (40 :: Int), power 1.5 (3 :: Int))
  putStrLn (depth (Nest (Nest (Nest (Flat [[[1 :: Int, 2]]])))))
  print (sameAsSorted [1, 2, 3 :: Int], sameAsSorted "ba", sameAsSorted [[1], [1, 0 :: Int]])
  print pairUp
  print (scale (1.0 :: Double), scale (3.0 :: Float'), big :: Int, big :: Integer, tiny :: Double)
  print (sortBy (\a b -> compare (snd a) (snd b)) [(1 :: Int, "pear"), (2, "apple"), (3, "fig")])

type Float' = Double
