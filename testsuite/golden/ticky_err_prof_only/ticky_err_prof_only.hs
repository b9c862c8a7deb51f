-- ticky golden: +RTS -r in a profiled program compiled without -ticky is
-- GHC's flag error (the profiling runtime has the ticky module, but the
-- program has no counters)
main :: IO ()
main = print (sum [1 .. 10 :: Int])
