-- +RTS -A64m -M32m: GHC lowers -A to -M with a message, and runs on
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
