-- A case alternative whose pattern has the wrong type
classify :: Maybe Int -> String
classify m = case m of
  Nothing -> "none"
  Left n -> "left " ++ show n

main :: IO ()
main = putStrLn (classify (Just 1))
