{-# OPTIONS_GHC -Wall -fprof-auto #-}
-- A flag that changes what GHC builds (here, where the cost centres go)
-- is refused: lazyrun takes such flags on its command line.
main :: IO ()
main = print (sum [1 .. 10 :: Int])
