-- An uncaught error raised while a CAF is being evaluated: the current
-- stack bottoms out in the CAF, so the -prof call stack is the CAF's
-- (weight, lookupTable, CAF), not that of main or report which demanded
-- it; the partly written line of putStrLn is lost
lookupTable :: [(Int, Int)]
lookupTable = [(k, weight k) | k <- [1 .. 12]]

weight :: Int -> Int
weight k
  | k == 9 = error ("no weight for " ++ show k)
  | otherwise = k * k - 3

total :: Int
total = sum (map snd lookupTable)

report :: Int -> String
report n = "value " ++ show n ++ " plus total " ++ show (n + total)

main :: IO ()
main = do
  print (take 3 (map fst lookupTable))
  putStrLn (report 1)
