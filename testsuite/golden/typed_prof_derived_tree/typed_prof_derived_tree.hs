-- Profiling derived instances on a recursive parameterised type: derived
-- Show, Eq and Ord on a binary search tree, used through sort, compare,
-- == and show
import Data.List (sort)

data Tree a = Leaf | Node (Tree a) a (Tree a)
  deriving (Show, Eq, Ord)

data Key = Key Int Char deriving (Show, Eq, Ord)

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r) = case compare x y of
  LT -> Node (insert x l) y r
  GT -> Node l y (insert x r)
  EQ -> t

fromList :: Ord a => [a] -> Tree a
fromList = foldr insert Leaf

toList :: Tree a -> [a]
toList Leaf = []
toList (Node l x r) = toList l ++ [x] ++ toList r

keys :: Int -> [Key]
keys n = [Key ((i * 37) `mod` 23) (toEnum (97 + i `mod` 26)) | i <- [1 .. n]]

main :: IO ()
main = do
  let t1 = fromList (keys 30)
      t2 = fromList (reverse (keys 30))
      small = fromList [3, 1, 2 :: Int]
  print small
  print (toList t1 == toList t2, t1 == t2, compare t1 t2)
  print (take 5 (toList t1))
  print (sort [fromList [2, 1 :: Int], Leaf, fromList [1, 2], fromList [3]])
  print (length (show t1), maximum (keys 30), minimum [t1, t2] == t1)
