-- The monomorphism restriction: a top-level pattern binding without a
-- signature is not generalised, so its type comes from its uses in the
-- module (here Int), while a function binding is generalised
n = 5

plus = (+)

twiceN = n * 2

lengthPlusN :: [a] -> Int
lengthPlusN xs = length xs + n

square x = x * x

main :: IO ()
main = do
  print n
  print (lengthPlusN "abc", twiceN)
  print (plus n 10)
  print (square n, square 1.5, square (2 ^ 40))
  print (n `div` 2, maxBound - n + n == (maxBound :: Int))
  let k = 7
  print (k * 3, k / 2)
  let m = 2 ^ 70
  print m
