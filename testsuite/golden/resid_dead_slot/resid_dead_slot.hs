-- An activation waiting for a value does not keep the slots it will not
-- read again: `xs` is consumed while `f` waits for the count.
count :: Int -> [Int] -> Int
count acc [] = acc
count acc (x : xs) = let acc' = acc + 1 in acc' `seq` count acc' xs

f :: [Int] -> Int
f xs = case count 0 xs of
  n -> n + 1

main :: IO ()
main = print (f [1 .. 300000])
