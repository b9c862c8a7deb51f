-- Importing a name that the module does not export
import Data.List (sortt)

main :: IO ()
main = print (sortt [3, 1, 2 :: Int])
