-- A type where a deriving clause wants a class
data Colour = Red | Green | Blue
  deriving (Show, Maybe)

main :: IO ()
main = print [Red, Green, Blue]
