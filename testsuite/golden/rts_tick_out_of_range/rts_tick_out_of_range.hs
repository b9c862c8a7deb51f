-- +RTS -V1e400: out of range for strtod
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
