-- toList is a Foldable method, but the Prelude does not export it: an
-- instance may define only the methods in scope (Data.Foldable has it)
data Pair a = Pair a a

instance Foldable Pair where
  foldr f z (Pair x y) = f x (f y z)
  toList (Pair x y) = [x, y]

main :: IO ()
main = print (sum (Pair 1 2))
