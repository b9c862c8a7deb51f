-- A string literal that runs to the end of the line
main :: IO ()
main = putStrLn "hello
