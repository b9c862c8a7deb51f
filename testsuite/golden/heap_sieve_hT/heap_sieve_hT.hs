-- the sieve of Eratosthenes on lazy lists: filters pile up as thunks
primesUpTo :: Int -> [Int]
primesUpTo n = sieve [2 .. n]
  where
    sieve [] = []
    sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

main :: IO ()
main = do
  let ps = primesUpTo 3000
  print (length ps)
  print (sum ps)
