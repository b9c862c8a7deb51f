-- A misspelt Prelude function: GHC offers the one name within reach
main :: IO ()
main = print (lenght [1, 2, 3 :: Int])
