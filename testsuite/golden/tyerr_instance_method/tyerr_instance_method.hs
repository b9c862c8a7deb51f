-- An instance method whose equation does not match the class method's type
class Size a where
  size :: a -> Int

data Bag = Bag [Int]

instance Size Bag where
  size (Bag xs) = show (length xs)

main :: IO ()
main = print (size (Bag [1, 2, 3]))
