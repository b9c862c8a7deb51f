-- Benchmark: sorting pseudo-random lists with merge sort, quicksort and insertion sort
size :: Int
size = 60000

randoms :: Int -> [Int]
randoms seed = tail (iterate (\x -> (x * 7141 + 54773) `mod` 259200) seed)

mergeSort :: [Int] -> [Int]
mergeSort [] = []
mergeSort [x] = [x]
mergeSort xs = merge (mergeSort l) (mergeSort r)
  where
    (l, r) = splitAt (length xs `div` 2) xs
    merge [] ys = ys
    merge as [] = as
    merge (a : as) (b : bs)
      | a <= b = a : merge as (b : bs)
      | otherwise = b : merge (a : as) bs

quickSort :: [Int] -> [Int]
quickSort [] = []
quickSort (p : xs) = quickSort [x | x <- xs, x < p] ++ p : quickSort [x | x <- xs, x >= p]

insertionSort :: [Int] -> [Int]
insertionSort = foldr ins []
  where
    ins x [] = [x]
    ins x (y : ys) | x <= y = x : y : ys
                   | otherwise = y : ins x ys

main :: IO ()
main = do
  let xs = (take size (randoms 2024))
      a = mergeSort xs
      b = quickSort xs
      c = insertionSort (take (size `div` 20) xs)
  print (a == b, take 5 a, drop (size - 5) a)
  print (sum (zipWith (*) a (cycle [1, -1])))
  print (take 5 c, length c)
