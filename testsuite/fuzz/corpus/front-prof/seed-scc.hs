f :: Int -> Int
f x = {-# SCC "fx" #-} x * 2
main = print (sum (map f [1 .. 10])) >> print (let g = f in g 3)
