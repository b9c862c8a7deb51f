-- An Int used as the condition of an if
check :: Int -> String
check n = if n then "nonzero" else "zero"

main :: IO ()
main = putStrLn (check 3)
