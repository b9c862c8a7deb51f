Ticky-ticky counters of a literate program go to lhs_ticky.ticky.

> triangle :: Int -> Int
> triangle 0 = 0
> triangle n = n + triangle (n - 1)

> main :: IO ()
> main = print (triangle 100)
