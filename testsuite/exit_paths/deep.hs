depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = print (depth 100000)
