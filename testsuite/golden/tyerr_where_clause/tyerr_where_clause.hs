-- A type error inside a where clause: a Bool added to an Int
describe :: String -> String
describe name = name ++ " has " ++ show count ++ " letters"
  where
    count = length name + null name

main :: IO ()
main = putStrLn (describe "Ann")
