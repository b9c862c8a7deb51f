-- Float and Double are different types: no implicit conversion.
half :: Float -> Double
half x = x / 2

main :: IO ()
main = print (half 3)
