-- An uncaught error with only manual cost centres: the -prof call stack
-- names the SCCs that enclose the failing computation
validate :: Int -> Int
validate n = {-# SCC "validate" #-} (if n `mod` 17 == 0 then error ("rejected " ++ show n) else n)

pipeline :: [Int] -> Int
pipeline xs = {-# SCC "pipeline" #-} sum ({-# SCC "checks" #-} map validate xs)

main :: IO ()
main = do
  print ({-# SCC "first_batch" #-} pipeline [1 .. 16])
  print ({-# SCC "second_batch" #-} pipeline [20 .. 40])
