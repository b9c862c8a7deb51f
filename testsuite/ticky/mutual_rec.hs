-- Mutual recursion: Hofstadter's female and male sequences (each calls
-- both), Collatz step counting through functions that call each other, and
-- a run-length encoder whose two states call each other.
main :: IO ()
main = do
  print (map female [0 .. 20])
  print (sum (map male [0 .. 120]))
  print (sum (map collatz [1 .. 300]))
  print (runs "aaabbbbccdaaaa", runs "xyzzy")

female :: Int -> Int
female 0 = 1
female n = n - male (female (n - 1))

male :: Int -> Int
male 0 = 0
male n = n - female (male (n - 1))

collatz :: Int -> Int
collatz 1 = 0
collatz n
  | even n = 1 + halve n
  | otherwise = 1 + triple n

halve :: Int -> Int
halve n = collatz (n `div` 2)

triple :: Int -> Int
triple n = collatz (3 * n + 1)

-- run lengths: start reads a new character, continue extends the run
runs :: String -> [(Char, Int)]
runs [] = []
runs (c : cs) = continue c 1 cs

continue :: Char -> Int -> String -> [(Char, Int)]
continue c k (d : ds) | c == d = continue c (k + 1) ds
continue c k rest = (c, k) : runs rest
