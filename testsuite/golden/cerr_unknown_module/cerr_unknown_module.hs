-- Importing a module that does not exist
import Data.Frobnicate (frob)

main :: IO ()
main = print (frob 3)
