-- The starting number below a bound with the longest Collatz chain
collatzLength :: Int -> Int
collatzLength = go 1
  where
    go acc 1 = acc
    go acc n
      | even n = go (acc + 1) (n `div` 2)
      | otherwise = go (acc + 1) (3 * n + 1)

best :: Int -> (Int, Int)
best bound = foldl step (1, 1) [1 .. bound]
  where
    step (bn, bl) n =
      let l = collatzLength n
      in if l > bl then (n, l) else bn `seq` bl `seq` (bn, bl)

main :: IO ()
main = do
  print (map collatzLength [1 .. 20])
  print (best 3000)
