-- A tour of Data.List
import Data.List

main :: IO ()
main = do
  let xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5] :: [Int]
  print (sort xs, nub xs, reverse xs)
  print (group (sort xs), partition even xs)
  print (sortBy (\a b -> compare b a) xs, sortOn negate xs)
  print (insert 4 [1, 3, 5, 7], delete 5 xs, xs \\ [1, 5, 5], union [1, 2, 3] [3, 4, 1], intersect xs [1, 9, 7])
  print (transpose [[1, 2, 3], [4, 5], [6 :: Int]])
  print (splitAt 3 xs, span (< 4) xs, break (> 4) xs)
  print (takeWhile odd xs, dropWhile odd xs, dropWhileEnd (> 4) xs)
  print (elemIndex 5 xs, elemIndices 5 xs, findIndex (> 4) xs, find (> 100) xs)
  print (lookup 'b' (zip "abc" [1 :: Int ..]), zip3 "ab" [True, False] [1 :: Int, 2], unzip [(1 :: Int, 'a'), (2, 'b')])
  print (foldr1 (-) [10, 3, 2 :: Int], foldl1 (-) [10, 3, 2 :: Int], scanr (+) 0 [1, 2, 3 :: Int], scanr1 max [3, 1, 2 :: Int])
  print (iterate (`div` 2) 100 !! 3, unfoldr (\n -> if n > 60 then Nothing else Just (n, n * 2)) 1)
  print (tails [1, 2, 3 :: Int], inits [1, 2, 3 :: Int], isSubsequenceOf [1, 5, 9] xs)
  print (subsequences [1, 2, 3 :: Int])
  print (permutations [1, 2, 3 :: Int])
  print (maximumBy (\a b -> compare (snd a) (snd b)) (zip [1 :: Int ..] xs), minimumBy (\a b -> compare (abs a) (abs b)) [-3, 2, -1, 4 :: Int])
  print (intercalate [0] [[1, 2], [3], [4, 5 :: Int]], intersperse ',' "abc", concat [[1], [2, 3 :: Int]], concatMap show [1, 2, 3 :: Int])
  print (and [], or [], any even xs, all (> 0) xs, sum xs, product (take 5 xs), maximum xs, minimum xs)
  print (genericLength "four" :: Integer, replicate 3 'z', zipWith (*) [1, 2, 3] [4, 5, 6 :: Int], lines "a\nb")
  print (groupBy (\a b -> even a == even b) [2, 4, 1, 3, 6, 8, 5 :: Int], nubBy (\a b -> a `mod` 3 == b `mod` 3) [1 .. 10 :: Int])
  print (insertBy (\a b -> compare (snd a) (snd b)) (9, 'c') [(1, 'a'), (2, 'd')] :: [(Int, Char)], deleteBy (\a b -> a == b + 1) 5 [3, 4, 5 :: Int])
  print (foldl' (flip (:)) [] "abc", stripPrefix "foo" "foobar", stripPrefix "x" "foobar", lookup 9 [(1 :: Int, 'a')])
  print (isPrefixOf [1, 3] xs, words "split  these words", unwords ["join", "them"], zip [1 :: Int ..] (sortOn snd [(1 :: Int, 'b'), (2, 'a')]))
