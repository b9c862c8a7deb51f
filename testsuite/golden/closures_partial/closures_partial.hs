-- Closures, partial application and functions stored in data
data Counter = Counter { step :: Int -> Int, label :: String }

makeAdder :: Int -> (Int -> Int)
makeAdder n = \x -> x + n

makeCounters :: [Int] -> [Counter]
makeCounters ns = [Counter (+ n) ("add" ++ show n) | n <- ns]

runCounter :: Counter -> Int -> [Int]
runCounter c start = take 5 (iterate (step c) start)

pipeline :: [Int -> Int]
pipeline = map makeAdder [1, 2, 3] ++ [(* 2), \x -> x - 100]

main :: IO ()
main = do
  let add5 = makeAdder 5
      times = (*)
      triple = times 3
  print (add5 10, triple 7, map add5 [1, 2, 3])
  mapM_ (\c -> putStrLn (label c ++ ": " ++ show (runCounter c 0))) (makeCounters [1, 10, -3])
  print (foldl (flip ($)) 0 pipeline, map ($ 1) pipeline)
  let fs = [\x -> x * k | k <- [1 .. 4]]
  print (map (\f -> f 10) fs)
  let memo = map fib [0 ..]
      fib 0 = 0 :: Integer
      fib 1 = 1
      fib k = memo !! (k - 1) + memo !! (k - 2)
  print (fib 80)
