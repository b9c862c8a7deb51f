-- Benchmark: naive doubly recursive nfib (function calls, Int arithmetic)
size :: Int
size = 33

nfib :: Int -> Int
nfib n = if n < 2 then 1 else nfib (n - 1) + nfib (n - 2) + 1

main :: IO ()
main = print (nfib size)
