-- User Foldable and Traversable instances, and the Prelude's folds over
-- any Foldable.
import Data.Foldable (toList, foldl', for_, traverse_, foldrM, foldlM)
import Data.Traversable (for, mapAccumL, mapAccumR, fmapDefault, foldMapDefault)

data Tree a = Leaf | Node (Tree a) a (Tree a)
  deriving Show

instance Foldable Tree where
  foldr _ z Leaf = z
  foldr f z (Node l x r) = foldr f (f x (foldr f z r)) l

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

instance Traversable Tree where
  traverse _ Leaf = pure Leaf
  traverse f (Node l x r) = Node <$> traverse f l <*> f x <*> traverse f r

-- Only foldMap.
newtype Bag a = Bag [a]
instance Foldable Bag where
  foldMap f (Bag xs) = mconcat (map f (reverse xs))

fromList :: Ord a => [a] -> Tree a
fromList = foldl' (flip ins) Leaf
  where
    ins x Leaf = Node Leaf x Leaf
    ins x t@(Node l y r)
      | x < y = Node (ins x l) y r
      | x > y = Node l y (ins x r)
      | otherwise = t

average :: (Foldable t, Fractional a) => t a -> a
average xs = sum xs / fromIntegral (length xs)

main :: IO ()
main = do
  let t = fromList [5, 3, 8, 1, 4, 7, 9 :: Int]
      b = Bag "hello"
  print (sum t, product t, length t, maximum t, minimum t, elem 4 t, elem 6 t)
  print (toList t, null t, null Leaf, foldr (:) [] t, foldl (flip (:)) [] t)
  print (foldr1 (-) t, foldl1 (-) t, concatMap show t, any even t, all (> 0) t)
  print (and (fmap (> 2) t), or (fmap (> 8) t), notElem 3 t, concat (fmap (\x -> [x, x]) t))
  print (toList b, length b, maximum b, elem 'l' b, foldr (:) "!" b, foldl (flip (:)) "?" b)
  print (average (fmap fromIntegral t :: Tree Double), average [1, 2, 3, 4 :: Double])
  mapM_ print t
  for_ (Just 'x') print
  traverse_ print (Right 3 :: Either String Int)
  sequence_ [putStr "a", putStr "b", putStrLn "c"]
  print =<< traverse (\x -> do print x; return (x * 2)) (Node Leaf 1 (Node Leaf 2 Leaf))
  print (traverse (\x -> if x > 0 then Just x else Nothing) t)
  print (traverse (\x -> if x > 3 then Just x else Nothing) t)
  print (sequenceA [Just 1, Just 2], sequenceA [Just 1, Nothing], sequence [[1, 2], [3, 4]])
  print (mapM (\x -> if x > 0 then Right x else Left ("bad " ++ show x)) [3, 2, -1, -2])
  print (fmap toList (for t (\x -> [x])))
  print (mapAccumL (\acc x -> (acc + x, acc)) 0 t)
  print (mapAccumR (\acc x -> (acc + x, acc)) 0 [1, 2, 3])
  print (mapAccumL (\acc x -> (acc + x, acc * x)) 1 (Just 5))
  print (fmapDefault (+ 1) (Just 1), foldMapDefault show [1, 2, 3])
  r <- foldrM (\x acc -> do print (x, acc); return (x + acc)) 0 t
  l <- foldlM (\acc x -> return (acc * 2 + x)) 0 [1, 0, 1]
  print (r, l)
  print (sum (Just 3), product Nothing, length (Left 'x'), length (1, 'y'), maximum (Right 'z'))
  print (elem 3 (Just 3), null (Left 1), toList (7, 8), concat (Just [1, 2]), fmap length (Just [1]))
  print (sum [], product [], length "", maximum "max", minimum [3, 1, 2])
