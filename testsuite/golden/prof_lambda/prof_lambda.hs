-- Lambdas get a cost centre named after the enclosing binding: outer.\
pairsUp :: [Int] -> [(Int, Int)]
pairsUp = map (\x -> (x, x * x))

sumWith :: (Int -> Int) -> [Int] -> Int
sumWith f = foldr (\x acc -> f x + acc) 0

adjust :: Int -> [Int] -> [Int]
adjust k xs = map (\x -> if even x then x + k else x - k) (filter (\y -> y `mod` 3 /= 0) xs)

nested :: [Int] -> [[Int]]
nested = map (\n -> map (\m -> m * n) [1 .. n])

main :: IO ()
main = do
  print (take 5 (pairsUp [1 ..]))
  print (sumWith (\v -> v * 2 + 1) [1 .. 1000])
  print (sum (adjust 7 [1 .. 300]))
  print (sum (map sum (nested [1 .. 40])))
  mapM_ (\s -> putStrLn ("item " ++ s)) ["a", "b", "c"]
