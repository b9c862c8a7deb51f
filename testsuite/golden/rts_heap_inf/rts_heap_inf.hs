-- +RTS -Minf: GHC's conversion of infinity gives 0, below the minimum
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
