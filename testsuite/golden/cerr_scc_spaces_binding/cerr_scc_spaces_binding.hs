-- The label of a binding's SCC pragma may not hold a space either
total :: Int
total = sum [1 .. 10]
{-# SCC total "the total" #-}

main :: IO ()
main = print total
