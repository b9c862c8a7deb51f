-- A Char where a String is expected: 'a' ++ "b"
greeting :: String
greeting = 'a' ++ "bc"

main :: IO ()
main = putStrLn greeting
