-- Several sorting algorithms checked against each other and Data.List.sort
import Data.List (sort, insert)

randoms :: Int -> Int -> [Int]
randoms seed n = take n (tail (iterate step seed))
  where step x = (x * 1103515245 + 12345) `mod` 2147483648

quicksort :: [Int] -> [Int]
quicksort [] = []
quicksort (p : xs) = quicksort [x | x <- xs, x < p] ++ [p] ++ quicksort [x | x <- xs, x >= p]

mergeSort :: Ord a => [a] -> [a]
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

insertionSort :: [Int] -> [Int]
insertionSort = foldr insert []

selectionSort :: [Int] -> [Int]
selectionSort [] = []
selectionSort xs = m : selectionSort (del m xs)
  where
    m = minimum xs
    del _ [] = []
    del y (z : zs) | y == z = zs
                   | otherwise = z : del y zs

bubbleSort :: [Int] -> [Int]
bubbleSort xs = let ys = pass xs in if ys == xs then xs else bubbleSort ys
  where
    pass (a : b : rest) | a > b = b : pass (a : rest)
                        | otherwise = a : pass (b : rest)
    pass rest = rest

main :: IO ()
main = do
  let xs = map (`mod` 1000) (randoms 42 300)
      small = map (subtract 50) (take 12 xs)
  print small
  print (quicksort small)
  let sorted = sort xs
  print (map (\f -> f xs == sorted) [quicksort, mergeSort, insertionSort, selectionSort, bubbleSort])
  print (take 10 sorted, take 10 (reverse sorted))
  print (mergeSort "the quick brown fox")
