-- -fno-prof-count-entries: the tree is built as usual but every entries
-- column reads 0
sortInsert :: [Int] -> [Int]
sortInsert = foldr insert []
  where
    insert x [] = [x]
    insert x (y : ys)
      | x <= y = x : y : ys
      | otherwise = y : insert x ys

merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

mergeSort :: [Int] -> [Int]
mergeSort [] = []
mergeSort [x] = [x]
mergeSort xs = merge (mergeSort l) (mergeSort r)
  where
    (l, r) = splitAt (length xs `div` 2) xs

main :: IO ()
main = do
  let xs = [(i * 7717) `mod` 1000 | i <- [1 .. 300]]
  print (take 10 (sortInsert xs))
  print (take 10 (mergeSort xs))
  print (sortInsert xs == mergeSort xs)
