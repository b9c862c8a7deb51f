-- Derived instances (Show, Eq, Ord, Enum): with -fprof-auto each derived
-- method that runs is a cost centre named after the method, with the
-- span of the class name in the deriving clause
import Data.List (sort, maximumBy)

data Suit = Clubs | Diamonds | Hearts | Spades
  deriving (Show, Eq, Ord, Enum)

data Card = Card { rank :: Int, suit :: Suit }
  deriving (Show, Eq, Ord)

data Hand = Hand [Card] | Folded
  deriving (Show, Eq)

deck :: [Card]
deck = [Card r s | s <- [Clubs .. Spades], r <- [2 .. 14]]

shuffle :: [Card] -> [Card]
shuffle cs = [cs !! ((i * 17) `mod` n) | i <- [0 .. n - 1]]
  where
    n = length cs

best :: [Card] -> Card
best = maximum

main :: IO ()
main = do
  let cards = shuffle deck
      hand = take 5 cards
  print (length cards, best hand)
  print (sort hand)
  print (Hand (take 2 hand), Folded)
  print (Hand hand == Hand (reverse (reverse hand)), Folded == Hand [])
  print (map fromEnum [Clubs .. Spades], succ Hearts)
  print (compare (Card 3 Spades) (Card 3 Hearts), Card 2 Clubs < Card 2 Diamonds)
