-- A module has one default declaration at most.
default (Integer, Double)
default (Int)

main :: IO ()
main = print (2 ^ 70)
