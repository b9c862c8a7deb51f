-- Profiling class methods: instance methods that call each other and
-- other classes' methods, a default method used by one instance and
-- overridden by another, and a superclass method called through a
-- subclass-constrained function
class Describable a where
  name :: a -> String
  describe :: a -> String
  describe x = "a thing called " ++ name x
  weight :: a -> Int
  weight x = length (describe x)

class Describable a => Priced a where
  price :: a -> Int
  total :: [a] -> Int
  total xs = sum (map price xs) + sum (map weight xs)

data Fruit = Apple | Pear deriving Show
data Tool = Tool String Int

instance Describable Fruit where
  name f = show f
  -- describe uses the class default; weight is overridden
  weight Apple = 3
  weight Pear = 4

instance Describable Tool where
  name (Tool n _) = n
  describe t = "tool " ++ name t ++ " costing " ++ show (price t)

instance Priced Fruit where
  price f = weight f * 10

instance Priced Tool where
  price (Tool _ p) = p
  total ts = sum (map price ts)

summary :: Priced a => [a] -> String
summary xs = unwords (map describe xs) ++ " => " ++ show (total xs)

heaviest :: Describable a => [a] -> Int
heaviest = maximum . map weight

main :: IO ()
main = do
  let fruits = concat (replicate 50 [Apple, Pear, Apple])
      tools = [Tool ("t" ++ show i) (i * 7) | i <- [1 .. 40]]
  putStrLn (summary (take 3 fruits))
  putStrLn (summary (take 2 tools))
  print (total fruits, total tools)
  print (heaviest fruits, heaviest tools)
  print (length (concatMap describe fruits), sum (map weight tools))
