-- Higher-order functions whose arguments and results carry class
-- constraints: sortBy (comparing snd), maximumBy, groupBy, on, foldr with
-- overloaded operators, functions returning overloaded functions
import Data.List (sortBy, maximumBy, minimumBy, groupBy, sortOn, insertBy)
import Data.Ord (comparing, Down (..))
import Data.Function (on)

scores :: [(String, Int)]
scores = [("ann", 72), ("bob", 95), ("cyd", 72), ("dee", 60), ("eve", 95)]

rankBy :: Ord b => (a -> b) -> [a] -> [(Int, a)]
rankBy key = zip [1 ..] . sortBy (comparing key)

applyAll :: [a -> a] -> a -> [a]
applyAll fs x = map ($ x) fs

sumWith :: Num b => (a -> b) -> [a] -> b
sumWith f = foldr ((+) . f) 0

between :: Ord a => a -> a -> a -> Bool
between lo hi x = lo <= x && x <= hi

compose3 :: (c -> d) -> (b -> c) -> (a -> b) -> a -> d
compose3 f g h = f . g . h

main :: IO ()
main = do
  print (sortBy (comparing snd) scores)
  print (sortBy (comparing (Down . snd)) scores)
  print (sortOn negate [3, 1, 2 :: Int], sortOn fst [(2, 'a'), (1, 'b')])
  print (maximumBy (comparing snd) scores, minimumBy (comparing snd) scores)
  print (map (map fst) (groupBy ((==) `on` snd) (sortBy (comparing snd) scores)))
  print (rankBy length ["ccc", "a", "bb"], rankBy negate [1.5, 2.5 :: Double])
  print (applyAll [(+ 1), (* 2), subtract 10] (5 :: Integer))
  print (sumWith snd scores, sumWith fromIntegral [1, 2, 3 :: Int] / (2 :: Double))
  print (filter (between 'c' 'k') "haskell language", filter (between 10 20) [5, 15, 25 :: Int])
  print (compose3 show (* 2) length "four", insertBy (comparing abs) (-3) [1, 2, 4, 5 :: Int])
  print (zipWith3 (\a b c -> a * b + c) [1, 2] [3, 4] [5, 6 :: Int], foldr max 0 [3, 9, 2 :: Int])
  print (map (uncurry (+)) [(1, 2), (3, 4 :: Int)], (`div` 2) <$> [10, 11 :: Int])
