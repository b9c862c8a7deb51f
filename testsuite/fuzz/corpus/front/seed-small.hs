module Main where
data T a = L | N (T a) a (T a) deriving (Show, Eq)
insert :: Ord a => a -> T a -> T a
insert x L = N L x L
insert x t@(N l y r) | x < y = N (insert x l) y r
                     | x > y = N l y (insert x r)
                     | otherwise = t
main :: IO ()
main = do
  let t = foldr insert L [3, 1, 2 :: Int]
  print t
  mapM_ (\x -> case x of { 1 -> putStrLn "one"; _ -> print x }) [1, 2]
