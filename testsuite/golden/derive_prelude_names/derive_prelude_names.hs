-- Constructors named like the Prelude's (Just, Nothing, Left, LT) and a
-- type named like one (Either is not used unqualified): derived code
-- refers to the module's own constructors, so nothing is ambiguous until
-- the program itself names one.
data Answer = Nothing | Just | Left | LT
  deriving (Show, Read, Eq, Ord, Enum, Bounded)

data Box a = Box a Answer deriving (Show, Eq, Ord)

main :: IO ()
main = do
  let all' = [minBound .. maxBound] :: [Answer]
  print all'
  print (map fromEnum all', maximum all')
  print (read "[Left,LT]" :: [Answer])
  print (Box 'x' (toEnum 1) < Box 'x' (toEnum 2), Box 1 (succ minBound))
