-- Records: construction, selection, update, field patterns and show
data Point = Point { px :: Int, py :: Int } deriving (Show, Eq, Ord)

data Employee = Employee
  { name :: String
  , age :: Int
  , salary :: Double
  , manager :: Maybe Employee
  , location :: Point
  } deriving (Show, Eq)

data Shape = Circle { centre :: Point, radius :: Double }
           | Rect { corner :: Point, width :: Double, height :: Double }
  deriving Show

area :: Shape -> Double
area (Circle _ r) = 3.0 * r * r
area Rect { width = w, height = h } = w * h

move :: Int -> Int -> Point -> Point
move dx dy p = p { px = px p + dx, py = py p + dy }

isOrigin :: Point -> Bool
isOrigin Point { px = 0, py = 0 } = True
isOrigin _ = False

main :: IO ()
main = do
  let boss = Employee { name = "Ada", age = 36, salary = 5200.5, manager = Nothing, location = Point 0 0 }
      dev = Employee "Bob" 29 3100.25 (Just boss) (Point (-3) 4)
  print boss
  print dev
  print (name dev, maybe "nobody" name (manager dev), px (location dev))
  let dev' = dev { age = age dev + 1, location = move 3 (-4) (location dev) }
  print dev'
  print (isOrigin (location dev'), isOrigin (location dev), dev == dev', boss == boss)
  let shapes = [Circle (Point 1 (-1)) 2.5, Rect { corner = Point (-5) 7, width = 3.0, height = 0.5 }]
  print shapes
  print (map area shapes)
  print (compare (Point 1 2) (Point 1 3), Point 2 0 > Point 1 9, maximum [Point 1 1, Point 1 (-7), Point 0 100])
  print (Just (Point { px = -1, py = -2 }))
