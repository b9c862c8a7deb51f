-- User classes with superclasses and default methods: a default method
-- that uses another method, a default overridden in one instance, and a
-- function constrained only by the subclass that uses superclass methods
class Shape a where
  area :: a -> Double
  perimeter :: a -> Double
  describe :: a -> String
  describe x = "shape with area " ++ show (area x)

class Shape a => Solid a where
  depth :: a -> Double
  volume :: a -> Double
  volume x = area x * depth x

data Square = Square Double
data Circle = Circle Double
data Box = Box Double Double Double

instance Shape Square where
  area (Square s) = s * s
  perimeter (Square s) = 4 * s

instance Shape Circle where
  area (Circle r) = 3 * r * r
  perimeter (Circle r) = 6 * r
  describe c = "circle, perimeter " ++ show (perimeter c)

instance Shape Box where
  area (Box w h _) = w * h
  perimeter (Box w h _) = 2 * (w + h)

instance Solid Box where
  depth (Box _ _ d) = d

instance Solid Square where
  depth (Square s) = s
  volume (Square s) = s * s * s + 0.5

-- Only Solid is mentioned, but area and describe come from Shape
report :: Solid a => a -> String
report x = describe x ++ "; volume " ++ show (volume x) ++ "; ratio " ++ show (volume x / area x)

class Container f where
  empty :: f a
  insert :: a -> f a -> f a
  toL :: f a -> [a]
  fromL :: [a] -> f a
  fromL = foldr insert empty

newtype Stack a = Stack [a]
newtype Queue a = Queue ([a], [a])

instance Container Stack where
  empty = Stack []
  insert x (Stack xs) = Stack (x : xs)
  toL (Stack xs) = xs

instance Container Queue where
  empty = Queue ([], [])
  insert x (Queue (f, b)) = Queue (f, x : b)
  toL (Queue (f, b)) = f ++ reverse b

main :: IO ()
main = do
  putStrLn (describe (Square 2))
  putStrLn (describe (Circle 1.5))
  putStrLn (describe (Box 2 3 4))
  putStrLn (report (Box 2 3 4))
  putStrLn (report (Square 3))
  print (map perimeter [Square 1, Square 2.5], perimeter (Circle 0.5))
  print (toL (fromL [1, 2, 3] :: Stack Int))
  print (toL (fromL "abc" :: Queue Char))
  print (toL (insert 'z' (fromL "xy" :: Stack Char)))
