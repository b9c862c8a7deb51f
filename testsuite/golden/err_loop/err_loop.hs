-- A value defined in terms of itself: the runtime detects the loop
main :: IO ()
main = do
  putStrLn "before"
  let x = x + 1 :: Int
  print x
