-- The branches of an if have different types
describe :: Int -> String
describe n = if n > 0 then "positive" else n

main :: IO ()
main = putStrLn (describe 5)
