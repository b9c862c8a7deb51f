-- Two SCC pragmas for one binding
square :: Int -> Int
square x = x * x
{-# SCC square #-}
{-# SCC square "sq" #-}

main :: IO ()
main = print (square 7)
