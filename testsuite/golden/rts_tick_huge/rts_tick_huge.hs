-- +RTS -V1e300: negative after GHC's conversion, so the default tick
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
