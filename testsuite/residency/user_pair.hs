-- max-residency: 1048576
-- The same shape in the program's own code: a polymorphic pair function
-- whose result is taken apart by fst and snd (a field of type variable,
-- which the profiling way returns with FN_VALUE), the first part consumed
-- before the second.
splitWhile :: (a -> Bool) -> [a] -> ([a], [a])
splitWhile _ [] = ([], [])
splitWhile p (x : xs)
  | p x = let r = splitWhile p xs in (x : fst r, snd r)
  | otherwise = ([], x : xs)

main :: IO ()
main = do
  let (a, b) = splitWhile even (concatMap (\i -> [2 * i, 2 * i + 2]) [1 .. 75000 :: Int] ++ [1, 3, 5])
  print (length a)
  print (length b)
