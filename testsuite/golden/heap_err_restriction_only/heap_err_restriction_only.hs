main = print (sum [1 .. 100 :: Int])
