-- Type synonyms: plain, parameterised, synonyms of synonyms, of function
-- types, and in class instance heads' arguments and signatures
type Name = String
type Age = Int
type Entry = (Name, Age)
type Table k v = [(k, v)]
type Directory = Table Name Age
type Pred a = a -> Bool
type Transform a = a -> a
type Point = (Double, Double)

directory :: Directory
directory = [("ann", 31), ("bob", 25), ("cyd", 47)]

find :: Eq k => k -> Table k v -> Maybe v
find = lookup

older :: Age -> Pred Entry
older limit (_, a) = a > limit

pipeline :: [Transform a] -> Transform a
pipeline = foldr (.) id

distance :: Point -> Point -> Double
distance (x1, y1) (x2, y2) = sqrt ((x2 - x1) ^ 2 + (y2 - y1) ^ 2)

rename :: Transform Name -> Transform Directory
rename f = map (\(n, a) -> (f n, a))

class Describe a where
  describe :: a -> String

instance Describe Bool where
  describe b = if b then "on" else "off"

describeAll :: Describe a => Table String a -> [String]
describeAll t = [k ++ "=" ++ describe v | (k, v) <- t]

main :: IO ()
main = do
  print (find "bob" directory, find "zed" directory)
  print (filter (older 30) directory)
  print (pipeline [(+ 1), (* 2), subtract 3] (10 :: Int))
  print (pipeline [] "unchanged")
  print (distance (0, 0) (3, 4), distance (1, 1) (2, 2))
  print (rename (map succ) directory)
  print (describeAll [("light", True), ("fan", False)])
  let e = ("dee", 52) :: Entry
  print (e : directory)
