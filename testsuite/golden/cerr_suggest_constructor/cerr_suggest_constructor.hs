-- A misspelt constructor of the program's own type, in an expression
data Shape = Circle Double | Square Double

area :: Shape -> Double
area (Circle r) = pi * r * r
area (Square s) = s * s

main :: IO ()
main = print (area (Cirle 1.0))
