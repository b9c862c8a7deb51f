-- Higher-order functions: composition, sections, flip, curry, on, comparing, until
import Data.Function (on, (&))
import Data.List (sortBy, groupBy)
import Data.Ord (comparing)

compose :: [a -> a] -> a -> a
compose = foldr (.) id

twice :: (a -> a) -> a -> a
twice f = f . f

main :: IO ()
main = do
  print (map (subtract 3) [10, 20], map (`div` 2) [7, 9], map (2 ^) [1 .. 5 :: Int])
  print ((+ 1) . (* 2) $ 5, compose [(+ 1), (* 10), subtract 2] 7, twice twice (* 2) 1)
  print (flip (-) 1 10, curry fst 'a' 'b', uncurry (+) (3, 4), uncurry max (2, 9))
  print (until (> 1000) (* 2) 1, iterate (`div` 3) 1000 !! 4)
  let people = [("ann", 31), ("bob", 25), ("cid", 31), ("dee", 25), ("eve", 40)] :: [(String, Int)]
  print (sortBy (comparing snd) people)
  print (map (map fst) (groupBy ((==) `on` snd) (sortBy (comparing (\(n, a) -> (a, n))) people)))
  print ([1, 2, 3] & map (* 3) & sum)
  print (zipWith ($) [(+ 1), (* 2), negate] [10, 20, 30], map ($ 3) [(+ 1), (* 2)])
  print (foldr (\x k acc -> k (acc * 10 + x)) id [1, 2, 3] 0)
  print (id 5, const 1 2, fst (1, 2), snd (1, 2), (`elem` "aeiou") 'e', (.) length words "a b c")
  let applyAll fs x = map ($ x) fs
  print (applyAll [length, sum, product, maximum] [3, 1, 4, 1, 5])
