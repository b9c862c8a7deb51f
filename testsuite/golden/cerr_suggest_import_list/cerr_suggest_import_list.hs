-- The import list leaves the function out: GHC says which list to extend
import Data.List (sortOn)

main :: IO ()
main = print (sortBy compare [3, 1, 2 :: Int])
