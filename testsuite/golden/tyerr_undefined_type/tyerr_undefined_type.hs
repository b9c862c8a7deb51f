-- A type constructor that is not defined, used in a signature
count :: [Strng] -> Int
count = length

main :: IO ()
main = print (count ["a", "b"])
