-- a leak that -M stops: the heap profile ends with the run
main :: IO ()
main = print (foldl (+) 0 [1 .. 10000000 :: Int])
