-- +RTS -Mnan: GHC's conversion gives 2^63 bytes, 0 blocks in 32 bits: no limit
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
