-- Memoisation through a lazy list held by a point-free CAF: the table is
-- built once, under the CAF, and later lookups only index into it
memoFib :: Int -> Integer
memoFib = (table !!)
  where
    table = map fib [0 ..]
    fib 0 = 0
    fib 1 = 1
    fib n = memoFib (n - 1) + memoFib (n - 2)

slowFib :: Int -> Integer
slowFib n = if n < 2 then toInteger n else slowFib (n - 1) + slowFib (n - 2)

partitions :: Int -> Integer
partitions n = row !! n
  where
    row = foldl addPart (1 : replicate n 0) [1 .. n]
    addPart ways k = let new = zipWith (+) ways (replicate k 0 ++ new) in new

main :: IO ()
main = do
  print (memoFib 90)
  print (map memoFib [10, 20, 30])
  print (slowFib 18)
  print (partitions 60)
