-- Three quarters of the work in `big`, one quarter in `small`: the same
-- loop, run three times as long.
loop :: Int -> Int -> Int
loop acc 0 = acc
loop acc n = let acc' = (acc * 31 + n) `mod` 1000003 in acc' `seq` loop acc' (n - 1)

big :: Int -> Int
big n = loop 0 (3 * n)

small :: Int -> Int
small n = loop 1 n

main :: IO ()
main = do
  print (big 600000)
  print (small 600000)
