-- A function value that a thunk computes: the first call runs the thunk
-- and applies its result; a later call finds the thunk updated and
-- re-stamps the partial application it holds with the caller's stack
-- (GHC's BLACKHOLE entry), so the two calls land in different rows.
-- Also: a function returning a function, applied to all its arguments
-- at once (the extra ones are applied in the caller's stack).
half :: Int -> Int
half n = n `div` 2

triple :: Int -> Int
triple n = n * 3

choose :: Int -> Int -> (Int -> Int)
choose lo hi = if lo < hi then half else triple

around :: (Int -> Int) -> Int -> Int
around f = \y -> f y + 1

halver :: Int -> Int
halver = around (choose 1 9)

pick :: Int -> Int -> Int
pick = choose 4

main :: IO ()
main = do
  print (halver 10)
  print (halver 20)
  print (halver 30)
  print (pick 9 5, pick 2 5)
  print (map (choose 5 1) [1, 2, 3])
