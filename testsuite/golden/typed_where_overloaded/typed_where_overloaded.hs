-- where clauses whose local functions are overloaded (no signatures),
-- generalised and used at several types, plus local functions that
-- capture a constrained variable from the enclosing function
import Data.List (sortBy)

stats :: [Double] -> (Double, Double, Int)
stats xs = (mean, variance, count)
  where
    count = length xs
    n = fromIntegral count
    mean = total xs / n
    variance = total [sq (x - mean) | x <- xs] / n
    total = foldr (+) 0
    sq y = y * y

report :: (Show a, Ord a) => [a] -> String
report xs = describe (smallest xs) ++ " .. " ++ describe (largest xs) ++ tally
  where
    describe v = "<" ++ show v ++ ">"
    smallest = foldr1 min
    largest = foldr1 max
    tally = " (" ++ describe (length xs) ++ " items)"

summary :: Int -> Integer -> String
summary i j = twice show i ++ " " ++ twice show j ++ " " ++ show (half i, half j, mid 1 2)
  where
    twice f x = f x ++ f x
    half x = x `div` 2
    mid a b = (a + b) / 2

insertSorted :: Ord a => a -> [a] -> [a]
insertSorted x = go
  where
    go [] = [x]
    go (y : ys)
      | x <= y = x : y : ys
      | otherwise = y : go ys

main :: IO ()
main = do
  print (stats [2, 4, 4, 4, 5, 5, 7, 9])
  putStrLn (report [3, 1, 4, 1, 5 :: Int])
  putStrLn (report "where")
  putStrLn (report [Just 2.5, Nothing, Just (-1)])
  putStrLn (summary 12 34)
  print (insertSorted 3 [1, 2, 4, 5 :: Int], insertSorted 'c' "abde")
  print (foldr insertSorted [] [5, 3, 8, 1 :: Integer])
  print (sortBy cmp ["bb", "a", "ccc"])
  where
    cmp a b = compare (length b) (length a)
