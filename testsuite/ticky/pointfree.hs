-- Point-free only: every top-level binding is a composition or a partial
-- application of library functions (no lambdas, no sections), so GHC makes
-- each a CAF (a thunk) and the table of name-specific counters is empty.
import Data.List (sort)

evens :: [Int] -> [Int]
evens = filter even

total :: [Int] -> Int
total = sum . evens . map negate

sortedDesc :: [Int] -> [Int]
sortedDesc = reverse . sort

top3 :: [Int] -> [Int]
top3 = take 3 . sortedDesc

main :: IO ()
main = print (total [1 .. 1000]) >> print (top3 [5, 3, 9, 1, 7, 8]) >> print (sortedDesc [4, 2, 6])
