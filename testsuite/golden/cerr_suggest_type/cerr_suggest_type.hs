-- A misspelt type: two classes and types within reach, one a line
half :: Integr -> Integer
half n = n `div` 2

main :: IO ()
main = print (half 10)
