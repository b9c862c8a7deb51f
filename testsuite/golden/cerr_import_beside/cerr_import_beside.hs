-- A module of the program's own, found beside it: lazyrts runs programs of
-- one module.
import Geometry (area)

main :: IO ()
main = print (area 3)
