-- List comprehensions: generators, guards, nested generators, local lets
-- in comprehensions, and comprehension-built tables.
pythag :: Int -> [(Int, Int, Int)]
pythag n = [(a, b, c) | c <- [1 .. n], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c]

divisors :: Int -> [Int]
divisors n = [d | d <- [1 .. n], n `mod` d == 0]

perfect :: Int -> Bool
perfect n = sum (divisors n) == 2 * n

coprimePairs :: Int -> Int
coprimePairs n = length [() | x <- [1 .. n], y <- [x .. n], let g = gcd x y, g == 1]

main :: IO ()
main = do
  print (pythag 30)
  print (length (pythag 20))
  print [n | n <- [2 .. 500], perfect n]
  print (perfect 6, perfect 10)
  print (coprimePairs 60, coprimePairs 10)
  print (divisors 360)
  print [(x, y) | x <- "abc", y <- [1 :: Int, 2]]
