-- -fprof-auto-top: only top-level bindings get cost centres; the work of
-- local functions is charged to their enclosing top-level function
wordLengths :: String -> [Int]
wordLengths s = map len (words s)
  where
    len w = go 0 w
    go acc [] = acc
    go acc (_ : cs) = go (acc + 1) cs

average :: [Int] -> Int
average xs = total `div` count
  where
    total = sum xs
    count = length xs

text :: String
text = concat (replicate 30 "the quick brown fox jumps over the lazy dog ")

longWords :: Int -> [String]
longWords k = filter (\w -> length w > k) (words text)

main :: IO ()
main = do
  let ls = wordLengths text
  print (average ls)
  print (length (longWords 3))
  print (take 4 (longWords 4))
