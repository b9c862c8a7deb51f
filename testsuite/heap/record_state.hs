-- Lazy state in a record: the loop forces the record at every step, but
-- its fields stay thunks that refer to the previous record's fields, so
-- four chains of thunks grow until the end.
-- heap-ref-size: 80000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Stats = Stats
  { count :: Int
  , total :: Integer
  , largest :: Int
  , evens :: Int
  }

step :: Stats -> Int -> Stats
step st x =
  st { count = count st + 1
     , total = total st + fromIntegral x
     , largest = max (largest st) x
     , evens = if even x then evens st + 1 else evens st
     }

-- A reading that takes some work to compute (a short pseudo-random walk).
reading :: Int -> Int
reading i = walk 40 i `mod` 100003
  where
    walk :: Int -> Int -> Int
    walk 0 acc = acc
    walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

run :: Stats -> [Int] -> Stats
run st [] = st
run st (y : ys) = let st' = step st y in st' `seq` run st' ys

main :: IO ()
main = do
  n <- sizeArg 2000
  let xs = map reading [1 .. n]
      st = run (Stats 0 0 0 0) xs
  print (count st)
  print (total st)
  print (largest st)
  print (evens st)
