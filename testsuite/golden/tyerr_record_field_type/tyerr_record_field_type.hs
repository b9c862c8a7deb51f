-- A record constructed with a field of the wrong type
data Person = Person { name :: String, age :: Int } deriving Show

main :: IO ()
main = print (Person { name = "Ann", age = "thirty" })
