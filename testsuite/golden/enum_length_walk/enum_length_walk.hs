-- length and (!!) over [x .. y] at Int and Integer, which the C list walk
-- steps itself (Note [The list walk steps enumerations] in rts/prim_walk.c):
-- empty and one-element ranges, ranges at the ends of Int, Integer ranges
-- crossing 2^63 (the step falls back), stepped ranges, shared lists, an
-- undefined element and an undefined tail.  Checked against GHC 9.0.2.
main :: IO ()
main = do
  print (length [1 .. 10 :: Int])
  print (length [5 .. 1 :: Int], length [3 .. 3 :: Int])
  print (length [maxBound - 3 .. maxBound :: Int])
  print (length [minBound .. minBound + 2000 :: Int])
  print (length [2 ^ 63 - 3 .. 2 ^ 63 + 2 :: Integer])
  print (length [-(2 ^ 63) + 2 .. -(2 ^ 63) - 2 :: Integer])
  print (length [10, 8 .. 1 :: Integer], length [10, 9 .. 1 :: Integer], length [1, 3 .. 2000 :: Integer])
  print (length [2000, 1999 .. -5000 :: Integer])
  print ([1 .. 10 ^ 6 :: Integer] !! 999999, [1 .. 10 ^ 6 :: Int] !! 12345)
  let xs = [1 .. 10 ^ 5] :: [Integer]
  print (length xs, sum xs, last xs, length xs)
  let ys = [1 .. 3000] :: [Int]
  print (sum ys, length ys, last ys)
  print (length (take 5000 [1 ..] :: [Integer]))
  print (length [undefined, undefined :: Int])
  print (length [-20 .. 2000 :: Integer], length [-20 .. 2000 :: Int])
  print (length (1 : 2 : undefined :: [Int]))
