A heap profile by closure type of a literate program: lhs_heap.hp.

> main :: IO ()
> main = do
>   let xs = [1 .. 20000] :: [Int]
>   print (length xs)
>   print (sum xs)
