-- Records with deriving Show, construction in both styles, update of one
-- and several fields, negative fields, nested Maybe and a parameterised
-- record
data Person = Person
  { name :: String
  , age :: Int
  , balance :: Double
  , partner :: Maybe Person
  } deriving (Show, Eq)

data Box a = Box { content :: a, weight :: Int } deriving Show

data Delta = Delta { dx :: Int, dy :: Integer } deriving (Show, Eq, Ord)

birthday :: Person -> Person
birthday p = p { age = age p + 1 }

pay :: Double -> Person -> Person
pay amount p@Person { balance = b } = p { balance = b - amount }

main :: IO ()
main = do
  let ann = Person { name = "Ann", age = 30, balance = -12.5, partner = Nothing }
      bob = Person "Bob" 31 100 (Just ann)
  print ann
  print bob
  print (birthday ann)
  print (pay 20 (birthday bob) { name = "Robert" })
  print (fmap name (partner bob), fmap age (partner ann))
  print (Box { content = Just (-3), weight = -1 } :: Box (Maybe Int))
  print (Box (Box 'x' 1) 2)
  print (Box [Left (-2.5), Right ()] 0 :: Box [Either Double ()])
  print (Delta { dx = -1, dy = -2 }, Delta 0 (2 ^ 70))
  print (Delta 1 2 < Delta 1 3, maximum [Delta 0 9, Delta (-1) 100, Delta 0 (-9)])
  print ((Delta 5 5) { dy = negate 5 })
  print (Just (Just (-3 :: Int)), Just (Nothing :: Maybe Int), [Just (Just (Delta 2 (-2)))])
  print (ann == ann, birthday ann == ann, content (Box "s" 3), weight (Box () 4))
