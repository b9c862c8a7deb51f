-- Manual SCCs placed on whole right-hand sides of bindings (top-level
-- functions, a CAF, let- and where-bound values), without -fprof-auto
fib :: Int -> Integer
fib n = {-# SCC "fib" #-} go n 0 1
  where
    go 0 a _ = a
    go k a b = go (k - 1) b (a + b)

table :: [Integer]
table = {-# SCC "table" #-} map fib [0 .. 60]

digitsOf :: Integer -> Int
digitsOf m = {-# SCC digitsOf #-} length (show m)

report :: Int -> String
report k = label ++ ": " ++ show value
  where
    label = {-# SCC "report_label" #-} ("fib " ++ show k)
    value = {-# SCC "report_value" #-} (table !! k)

main :: IO ()
main = do
  let widths = {-# SCC "widths" #-} map digitsOf table
  print (sum widths)
  mapM_ (putStrLn . report) [10, 20, 30, 60]
  let big = {-# SCC "big" #-} fib 300
  print (digitsOf big)
