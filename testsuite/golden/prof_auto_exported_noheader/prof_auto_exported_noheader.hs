-- -fprof-auto-exported in a module without a header: GHC reads it as
-- `module Main (main) where`, so main alone gets a cost centre
square :: Int -> Int
square x = x * x

total :: Int
total = sum (map square [1 .. 100])

main :: IO ()
main = print total
