-- A record update names the record's fields even where a local variable
-- of the same name is in scope (GHC looks field labels up at top level).
data Point = Point { px :: Int, py :: Int } deriving Show

data Shape = Circle { centre :: Point, radius :: Int }
           | Square { centre :: Point, side :: Int }
           deriving Show

-- a where-bound variable with a field's name, used on the right
nudge :: Point -> Point
nudge p = p { py = py + 1 }
  where py = 10 * px p

-- a parameter with a field's name
moveTo :: Int -> Int -> Point -> Point
moveTo px py p = p { px = px, py = py }

-- a let-bound and a lambda-bound one, and a field of a sum type
grow :: Shape -> Shape
grow s = let radius = 5 in (\side -> s { radius = radius + side }) 2

-- the local shadows the selector in expressions, not in the update
scale :: Point -> Point
scale p = let px = 3 in p { px = px * 100 }

main :: IO ()
main = do
  print (nudge (Point 1 2))
  print (moveTo 7 8 (Point 1 2))
  print (grow (Circle (Point 0 0) 1))
  print (scale (Point 1 2))
  print (map (\px -> (Point 0 0) { px = px }) [1, 2, 3])
  print (grow (Square (Point 1 1) 4))
