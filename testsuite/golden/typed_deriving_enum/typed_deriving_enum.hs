-- Derived Eq, Ord, Enum and Bounded: [minBound .. maxBound], succ/pred,
-- enumFromThenTo on constructors, toEnum/fromEnum, compare, sort, and
-- Bounded for tuples of bounded types
import Data.List (sort, sortBy, group)
import Data.Ord (comparing)

data Day = Mon | Tue | Wed | Thu | Fri | Sat | Sun
  deriving (Show, Eq, Ord, Enum, Bounded)

data Suit = Hearts | Spades deriving (Show, Eq, Ord, Enum, Bounded)

data Card = Card Int Suit deriving (Show, Eq, Ord)

allValues :: (Bounded a, Enum a) => [a]
allValues = [minBound .. maxBound]

next :: (Eq a, Bounded a, Enum a) => a -> a
next x
  | x == maxBound = minBound
  | otherwise = succ x

weekend :: Day -> Bool
weekend d = d >= Sat

main :: IO ()
main = do
  print (allValues :: [Day])
  print (allValues :: [Suit], allValues :: [Bool])
  print (minBound :: Day, maxBound :: Day, (minBound, maxBound) :: (Suit, Bool))
  print (succ Mon, pred Sun, map next [Fri, Sat, Sun], next True)
  print ([Mon, Wed ..], [Sun, Fri .. Tue], [Tue .. Thu])
  print (map fromEnum [Mon, Sun], toEnum 3 :: Day)
  print (filter weekend allValues, compare Tue Wed, max Fri Mon)
  print (sort [Sun, Mon, Fri, Mon, Wed])
  print (sort [Card 3 Spades, Card 3 Hearts, Card 1 Spades])
  print (sortBy (comparing (\(Card _ s) -> s)) [Card 3 Spades, Card 2 Hearts, Card 1 Spades])
  print (map (\g -> (head g, length g)) (group (sort [Tue, Mon, Tue, Sun, Tue])))
  print (Mon == Mon, Mon /= Tue, Card 2 Hearts < Card 2 Spades, minimum [Thu, Tue, Sat])
  print (length (allValues :: [Char]), fromEnum (maxBound :: Char))
  print ([minBound .. maxBound :: Ordering], succ LT, [False ..])
