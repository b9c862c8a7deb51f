import Data.List (sort)
class Container f where
  empty :: f a
  insert :: a -> f a -> f a
  toL :: f a -> [a]
  cmember :: Eq a => a -> f a -> Bool
  cmember x c = x `elem` toL c
  csorted :: Ord a => f a -> [a]
  csorted c = sort (toL c)
  cshow :: (Show a, Num a) => f a -> String

newtype Box a = Box [a]
instance Container Box where
  empty = Box []
  insert x (Box xs) = Box (x : xs)
  toL (Box xs) = xs
  cshow (Box xs) = show (map (+ 1) xs)

data Pair a = Pair a a | None
instance Container Pair where
  empty = None
  insert x None = Pair x x
  insert x (Pair a _) = Pair x a
  toL None = []
  toL (Pair a b) = [a, b]
  cmember x None = False
  cmember x (Pair a b) = x == a || x == b
  cshow p = show (sum (toL p))

fill :: Container f => [a] -> f a
fill = foldr insert empty

main = do
  let b = fill [3, 1, 2] :: Box Int
      p = fill "xyz" :: Pair Char
  print (cmember 2 b, cmember 5 b, csorted b, cshow b)
  print (cmember 'x' p, cmember 'y' p, csorted p)
  putStrLn (cshow (fill [1.5, 2] :: Pair Double))
