-- ticky golden: the report is written when the program ends with an error
f :: Int -> Int
f n = if n > 3 then error "boom" else n + f (n + 1)
main :: IO ()
main = print (f 0)
