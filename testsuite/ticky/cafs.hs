-- CAF-heavy: top-level constants (lists, tables, numbers) shared by the
-- functions that read them; a CAF is a thunk, not a function, so only the
-- functions that use them have rows.
primes :: [Int]
primes = sieve [2 ..]
  where sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

squares :: [Int]
squares = map (\x -> x * x) [0 .. 300]

bigConst :: Integer
bigConst = product [1 .. 40]

limit :: Int
limit = 250

isPrime :: Int -> Bool
isPrime n = n `elem` takeWhile (<= n) primes

isSquare :: Int -> Bool
isSquare n = n `elem` takeWhile (<= n) squares

main :: IO ()
main = do
  print (take 30 primes)
  print (length (filter isPrime [1 .. limit]), length (filter isSquare [1 .. limit]))
  print (bigConst `mod` 1000003, sum (take 20 squares))
  print (isPrime 97, isSquare 144, isPrime 91)
