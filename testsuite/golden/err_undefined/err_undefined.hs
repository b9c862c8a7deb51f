-- Forcing undefined
pick :: Bool -> Int
pick b = if b then 1 else undefined

main :: IO ()
main = do
  print (pick True)
  print (pick False)
