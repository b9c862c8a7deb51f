-- pred of 0 :: Word: GHC's message, exit status 1.
countdown :: Word -> [Word]
countdown n = n : countdown (pred n)

main :: IO ()
main = mapM_ print (countdown 2)
