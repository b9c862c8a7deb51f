-- A constructor that was never declared
data Colour = Red | Green

main :: IO ()
main = case Blue of
  Red -> putStrLn "red"
  _ -> putStrLn "other"
