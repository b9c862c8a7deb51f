-- Benchmark: primes by trial division against an infinite lazy list of primes
size :: Int
size = 45000

primes :: [Int]
primes = 2 : filter isPrime [3, 5 ..]
  where
    isPrime n = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes)

main :: IO ()
main = do
  let ps = takeWhile (< size * 10) primes
  print (length ps)
  print (sum (map toInteger ps))
  print (last ps)
