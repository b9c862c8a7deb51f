-- fmap and <$> over Either (maps the Right), pairs (maps the second
-- component), Maybe, lists, functions and IO; <$ and a user Functor
data Tree a = Leaf | Node (Tree a) a (Tree a) deriving Show

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

fromList :: Ord a => [a] -> Tree a
fromList = foldr insert Leaf
  where
    insert x Leaf = Node Leaf x Leaf
    insert x t@(Node l y r)
      | x < y = Node (insert x l) y r
      | x > y = Node l y (insert x r)
      | otherwise = t

double :: Functor f => f Int -> f Int
double = fmap (* 2)

main :: IO ()
main = do
  print (fmap (+ 1) (Right 3 :: Either String Int), fmap (+ 1) (Left "no" :: Either String Int))
  print (fmap length ("key", "value"), (* 2) <$> (True, 21 :: Int))
  print (fmap show (Just 3.5 :: Maybe Double), negate <$> [1, 2, 3 :: Int])
  print (double (Just 4), double [1, 2], double (Right 5 :: Either () Int), double ('p', 6))
  print (fmap (fmap succ) [Just 'a', Nothing], fmap (fmap (* 10)) (Right (Just 1) :: Either Bool (Maybe Int)))
  print ((fmap (+ 1) (* 3)) (10 :: Int), ((length . show) <$> negate) (1000 :: Int))
  print ('x' <$ Just True, 0 <$ [1, 2, 3 :: Int], () <$ (Left 'e' :: Either Char Int))
  print (fmap (* 2) (fromList [5, 2, 8, 1 :: Int]))
  print (fmap show (fromList "tree"))
  n <- fmap length (return "four")
  line <- (++ "!") <$> return "io"
  print (n, line)
  print (fst <$> [(1 :: Int, 'a'), (2, 'b')], uncurry (+) <$> Just (3, 4 :: Integer))
