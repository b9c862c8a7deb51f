f :: Int -> Int
f 0 = 0
f n = n + f (n - 1)

main :: IO ()
main = mapM_ (\i -> print (f i)) [1 .. 50]
