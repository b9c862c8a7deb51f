-- succ of the largest Word: GHC's message, exit status 1.
counter :: [Word]
counter = iterate succ (maxBound - 2)

main :: IO ()
main = mapM_ print (take 4 counter)
