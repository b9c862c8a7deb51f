-- an uncaught error ends the run; the heap profile is still complete
table :: Int -> [(Int, Int)]
table n = [(i, i * i) | i <- [1 .. n]]

main :: IO ()
main = do
  let t = table 20000
  print (length t)
  print (lookupOrFail 0 t)

lookupOrFail :: Int -> [(Int, Int)] -> Int
lookupOrFail k t = case lookup k t of
  Just v -> v
  Nothing -> error ("no key " ++ show k)
