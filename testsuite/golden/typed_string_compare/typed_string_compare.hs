-- Eq and Ord on Strings (the primitive with its fallback, Note [String
-- comparison] in lib/Base.hs) against lists of other types.
import Data.List (sort, nub, group)

data Colour = Red | Green | Blue deriving (Show, Eq, Ord)

main :: IO ()
main = do
  print ("abc" == "abc", "abc" == "abd", "" == "", "ab" == "abc", "abc" /= "ab")
  print (compare "abc" "abd", compare "b" "abc", compare "" "a", compare "abc" "abc")
  print ("abc" < "abd", "x" > "abc", "ab" <= "ab", "" >= "z", max "pear" "peach", min "b" "ab")
  -- strings built lazily: the primitive meets unevaluated cells
  let xs = [if i == 3 then 'q' else 'a' | i <- [1 .. 5 :: Int]]
  print (xs == "aaqaa", xs == "aaaaa", take 3 (cycle "ab") == "aba")
  print (map (\n -> show n == "12") [12, 13 :: Int], compare (show (10 :: Int)) (show (9 :: Int)))
  -- the first difference decides: what follows is never looked at
  print (("a" ++ undefined) == "b", compare ('x' : undefined) "y")
  print (take 5 (repeat 'a') == "aaaab", "ab\1114111" > "ab\1000")
  print (lookup "two" [("one", 1), ("two", 2 :: Int)], lookup "three" [("one", 1 :: Int)])
  print (sort ["banana", "apple", "cherry", "app", "", "Apple"])
  print (nub ["a", "b", "a", "c", "b"], map length (group (sort (words "to be or not to be"))))
  -- lists of other element types keep the element's own comparison
  print ([1, 2, 3] == [1, 2, 3 :: Int], compare [1, 2] [1, 3 :: Int], [Red, Blue] < [Red, Green])
  print ([[1.0, 0 / 0]] == [[1.0, 0 / 0 :: Double]], compare [0 / 0] [1.0 :: Double])
  print (compare [Just "b"] [Just "a", Nothing], ["x"] == ["x"], [("k", 'v')] < [("k", 'w')])
