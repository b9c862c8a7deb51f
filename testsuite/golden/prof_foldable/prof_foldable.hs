-- Cost centres of a program's Foldable and Traversable instances: the
-- class defaults (sum, length, maximum, elem, toList, mapM_) call the
-- program's foldr and foldMap as GHC's do.
data Tree a = Leaf | Node (Tree a) a (Tree a)

instance Foldable Tree where
  foldr _ z Leaf = z
  foldr f z (Node l x r) = foldr f (f x (foldr f z r)) l

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

instance Traversable Tree where
  traverse _ Leaf = pure Leaf
  traverse f (Node l x r) = Node <$> traverse f l <*> f x <*> traverse f r

newtype Bag a = Bag [a]

instance Foldable Bag where
  foldMap f (Bag xs) = mconcat (map f xs)

build :: Int -> Int -> Tree Int
build lo hi
  | lo > hi = Leaf
  | otherwise = let m = (lo + hi) `div` 2 in Node (build lo (m - 1)) m (build (m + 1) hi)

halve :: Int -> Maybe Int
halve x = if even x then Just (x `div` 2) else Nothing

main :: IO ()
main = do
  let t = build 1 200
      b = Bag [1 .. 50 :: Int]
  print (sum t, length t, maximum t, elem 77 t)
  print (sum b, length b, minimum b, null b)
  print (take 5 (foldr (:) [] t))
  mapM_ print (Node Leaf 1 (Node Leaf 2 Leaf))
  print (fmap sum (traverse halve (fmap (* 2) t)))
  print (fmap sum (traverse halve t))
