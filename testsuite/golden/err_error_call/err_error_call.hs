-- An uncaught call to error after some output
validate :: Int -> Int
validate n
  | n < 0 = error ("negative input: " ++ show n)
  | otherwise = n * 2

main :: IO ()
main = do
  print (map validate [1, 2, 3])
  putStrLn "now a bad one"
  print (validate (-5))
  putStrLn "not reached"
