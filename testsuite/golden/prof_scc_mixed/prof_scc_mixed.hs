-- Manual SCCs together with -fprof-auto: a manual centre whose label
-- equals an automatic one (a different centre: other span), an SCC in a
-- recursive function, and an SCC around a call of an auto-profiled one
fib :: Int -> Int
fib n
  | n < 2 = 1
  | otherwise = {-# SCC "fib" #-} (fib (n - 1) + fib (n - 2))

tally :: [Int] -> Int
tally xs = {-# SCC "tally_body" #-} foldr add 0 xs
  where
    add x acc = {-# SCC "add" #-} (x + acc)

main :: IO ()
main = do
  print ({-# SCC "top_fib" #-} fib 15)
  print (tally (map fib [1 .. 10]))
  let t = {-# SCC "tally" #-} tally [1 .. 100]
  print t
