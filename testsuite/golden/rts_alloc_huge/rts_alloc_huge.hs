-- +RTS -A100g: an allocation area larger than the machine, taken as GHC takes it
main :: IO ()
main = print (sum [1 .. 100000 :: Int])
