-- golden: GHC's flags whose effect lazyrts cannot give are taken with one
-- note each on stderr (once per kind: -Wall and -Werror give one), and the
-- program runs; -o takes its argument, as in GHC
main :: IO ()
main = print (sum [1 .. 100 :: Int])
