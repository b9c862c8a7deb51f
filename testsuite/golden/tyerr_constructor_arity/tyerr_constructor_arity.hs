-- A data constructor applied to too many arguments
data Point = Point Int Int deriving Show

main :: IO ()
main = print (Point 1 2 3)
