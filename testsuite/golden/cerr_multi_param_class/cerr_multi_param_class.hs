-- A class of two parameters (and a functional dependency) is refused at
-- its head, before the instances that use it.
class Container f a | f -> a where
  empty :: f
  insert :: a -> f -> f

instance Container [Int] Int where
  empty = []
  insert = (:)

main :: IO ()
main = print (insert (1 :: Int) empty :: [Int])
