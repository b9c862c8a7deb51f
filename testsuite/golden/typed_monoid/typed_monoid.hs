-- Semigroup and Monoid for lists and Ordering: <>, mempty, mconcat, and
-- lexicographic comparison built by combining Orderings with <>
import Data.List (sortBy)
import Data.Ord (comparing)

data Person = Person { name :: String, age :: Int } deriving Show

byAgeThenName :: Person -> Person -> Ordering
byAgeThenName a b = comparing age a b <> comparing name a b

byLengthDesc :: String -> String -> Ordering
byLengthDesc a b = compare (length b) (length a) <> compare a b

joinWith :: String -> [String] -> String
joinWith _ [] = mempty
joinWith sep (w : ws) = w <> mconcat [sep <> x | x <- ws]

people :: [Person]
people = [Person "Cy" 40, Person "Al" 25, Person "Bo" 40, Person "Di" 25, Person "Ed" 31]

main :: IO ()
main = do
  print ([1, 2] <> [3 :: Int], "ab" <> "cd" <> mempty)
  print (mconcat ["x", "y", "z"], mconcat [[1], [], [2, 3 :: Int]])
  print (mempty :: String, (mempty :: [Int]) == [])
  print (LT <> GT, EQ <> GT, EQ <> EQ, mempty :: Ordering)
  print (mconcat [EQ, EQ, LT, GT], mconcat ([] :: [Ordering]))
  mapM_ print (sortBy byAgeThenName people)
  print (sortBy byLengthDesc (words "the quick brown fox jumps over a lazy dog"))
  putStrLn (joinWith ", " ["one", "two", "three"])
  print (joinWith "-" [], foldr (<>) mempty ["a", "b"])
  print (sortBy (\a b -> comparing snd a b <> comparing fst b a) [(1, 'b'), (2, 'a'), (3, 'b'), (4 :: Int, 'a')])
  print (compare [1, 2] [1, 3 :: Int] <> undefined)
