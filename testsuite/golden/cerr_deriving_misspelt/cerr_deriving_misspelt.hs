-- A misspelt class in a deriving clause is a name not in scope, with
-- GHC's suggestion
data Colour = Red | Green | Blue
  deriving (Show, Eq, Shw)

main :: IO ()
main = print [Red, Green, Blue]
