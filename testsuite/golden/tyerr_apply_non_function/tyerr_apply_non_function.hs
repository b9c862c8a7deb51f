-- Applying a value that is not a function to an argument
double :: Int -> Int
double x = x * 2

main :: IO ()
main = print (double 3 4)
