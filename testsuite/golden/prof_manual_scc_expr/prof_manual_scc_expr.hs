-- Manual SCCs on expressions only (no automatic cost centres): nested
-- SCCs, the same label at two sites, an SCC inside a recursive function
-- and both the quoted and the bare-identifier forms
collatz :: Int -> Int
collatz 1 = 0
collatz n = {-# SCC "collatz_step" #-} (1 + collatz (next n))
  where
    next m = if even m then m `div` 2 else 3 * m + 1

longest :: Int -> (Int, Int)
longest lim = {-# SCC longest_search #-} maximum [(collatz k, k) | k <- [1 .. lim]]

main :: IO ()
main = do
  let xs = {-# SCC "build" #-} [k * k `mod` 97 | k <- [1 .. 2000 :: Int]]
  print ({-# SCC "total" #-} sum xs)
  print ({-# SCC "total" #-} sum ({-# SCC "evens" #-} filter even xs))
  print ({-# SCC outer #-} length ({-# SCC inner #-} filter (> 50) ({-# SCC "inner-2" #-} map (+ 1) xs)))
  print (longest 300)
  print ({-# SCC "collatz_step" #-} collatz 27)
