-- An ambiguous type variable: show (read "1") fixes no type
main :: IO ()
main = putStrLn (show (read "1"))
