-- Newtypes with deriving (Show, Eq, Ord): derived Show prints the
-- constructor (and the field for a record newtype); instances written
-- by hand for newtypes select different behaviour from the wrapped type
import Data.List (sort, sortBy)

newtype Meters = Meters Double deriving (Show, Eq, Ord)

newtype Name = Name { getName :: String } deriving (Show, Eq, Ord)

newtype Rev = Rev Int deriving (Show, Eq)

instance Ord Rev where
  compare (Rev a) (Rev b) = compare b a

newtype Pair a = Pair (a, a) deriving (Show, Eq, Ord)

class Area a where
  area :: a -> Double

instance Area Meters where
  area (Meters m) = m * m

addM :: Meters -> Meters -> Meters
addM (Meters a) (Meters b) = Meters (a + b)

main :: IO ()
main = do
  print (Meters 3.5, Meters (-1))
  print (Name "ann", getName (Name "bob"))
  print (Just (Meters 2), [Name "x", Name ""])
  print (addM (Meters 1.25) (Meters 2), area (Meters 3))
  print (sort [Rev 3, Rev 10, Rev 1, Rev 7])
  print (sort [3, 10, 1, 7 :: Int])
  print (sort [Name "cy", Name "al", Name "bo"], maximum [Meters 1, Meters 9, Meters 4])
  print (Pair (1, 2) < Pair (1, 3 :: Int), Pair ('a', 'b'), Rev 1 == Rev 1)
  print (sortBy (\(Meters a) (Meters b) -> compare (abs a) (abs b)) [Meters (-5), Meters 2, Meters (-1)])
  print (showsPrec 11 (Meters 1) "", showsPrec 11 (Name "n") "")
  print (Just (Rev (-4)), Pair (Rev 1, Rev (-1)))
