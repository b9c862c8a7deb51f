-- List comprehensions: coprime pairs and the triples they generate, kept
-- in lists that are traversed several times.
-- heap-ref-size: 700 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

main :: IO ()
main = do
  n <- sizeArg 60
  let pairs = [(i, j) | i <- [1 .. n], j <- [i + 1 .. n], gcd i j == 1]
      triples = [(m * m - k * k, 2 * m * k, m * m + k * k) | (k, m) <- pairs, odd (m - k)]
  print (length pairs)
  print (sum [i * j | (i, j) <- pairs] `mod` 1000003)
  print (length triples)
  print (maximum [c | (_, _, c) <- triples])
  print (take 5 [t | t@(a, _, _) <- triples, a > 0])
  print (length [() | (i, j) <- pairs, k <- [1 .. 10], (i * k + j) `mod` 7 == 0])
