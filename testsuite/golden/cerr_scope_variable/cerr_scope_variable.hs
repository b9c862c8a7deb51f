-- A misspelt variable
total :: [Int] -> Int
total xs = sum xs

main :: IO ()
main = print (totl [1, 2, 3])
