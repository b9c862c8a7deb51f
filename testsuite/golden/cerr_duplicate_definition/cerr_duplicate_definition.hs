-- The same function defined twice, separated by another binding
square :: Int -> Int
square x = x * x

cube :: Int -> Int
cube x = x * x * x

square y = y + y

main :: IO ()
main = print (square 3, cube 2)
