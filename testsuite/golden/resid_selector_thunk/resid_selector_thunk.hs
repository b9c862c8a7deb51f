-- `lines` leaves a selector thunk (fst of a pair) for every line: the
-- collector replaces it by the line itself once the pair is evaluated,
-- so the lines do not keep every pair of `break` alive.
count :: Int -> [a] -> Int
count acc [] = acc
count acc (_ : xs) = let acc' = acc + 1 in acc' `seq` count acc' xs

main :: IO ()
main = do
  let ls = lines (concatMap (\i -> show i ++ "\n") [1 .. 100000 :: Int])
  print (count 0 ls)
  print (count 0 (concat ls))
