-- ticky golden: point-free definitions only (CAFs, not functions): GHC's
-- table is empty
total :: [Int] -> Int
total = foldr (+) 0

evens :: [Int] -> [Int]
evens = filter even

main :: IO ()
main = print (total (evens [1 .. 1000]))
