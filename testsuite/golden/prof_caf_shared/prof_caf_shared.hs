-- A CAF list shared by two consumers: its cost is charged once, under
-- the CAF, however many functions demand it
primes :: [Int]
primes = sieve [2 ..]
  where
    sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

limit :: Int
limit = 200

sumPrimes :: Int -> Int
sumPrimes n = sum (takeWhile (< n) primes)

countPrimes :: Int -> Int
countPrimes n = length (takeWhile (< n) primes)

nthPrime :: Int -> Int
nthPrime k = primes !! k

main :: IO ()
main = do
  print (sumPrimes limit)
  print (countPrimes limit)
  print (map nthPrime [0, 10, 40])
  print (countPrimes 100)
