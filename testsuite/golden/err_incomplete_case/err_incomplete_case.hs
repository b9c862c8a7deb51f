-- A case expression without a matching alternative
describe :: Int -> String
describe n = case n `mod` 4 of
  0 -> "zero"
  1 -> "one"
  2 -> "two"

main :: IO ()
main = do
  mapM_ (putStrLn . describe) [4, 5, 6]
  putStrLn (describe 7)
