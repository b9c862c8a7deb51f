-- A misspelt field label in a record construction
data Person = Person { name :: String, age :: Int }

main :: IO ()
main = putStrLn (name (Person { nmae = "Ann", age = 30 }))
