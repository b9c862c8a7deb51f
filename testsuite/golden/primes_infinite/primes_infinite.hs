-- Infinite prime streams: trial division against the primes found so far
primes :: [Int]
primes = 2 : filter isPrime [3, 5 ..]
  where
    isPrime n = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes)

primeFactors :: Int -> [Int]
primeFactors n = go n primes
  where
    go 1 _ = []
    go m (p : ps)
      | p * p > m = [m]
      | m `mod` p == 0 = p : go (m `div` p) (p : ps)
      | otherwise = go m ps

twinPrimes :: [(Int, Int)]
twinPrimes = [(p, q) | (p, q) <- zip primes (tail primes), q - p == 2]

main :: IO ()
main = do
  print (take 25 primes)
  print (primes !! 999)
  print (takeWhile (< 200) (dropWhile (< 100) primes))
  print (map primeFactors [360, 97, 1001, 65536, 999999])
  print (take 10 twinPrimes)
  print (sum (takeWhile (< 10000) primes))
