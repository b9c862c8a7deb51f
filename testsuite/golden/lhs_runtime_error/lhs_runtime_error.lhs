A runtime error: the program's name is the file's stem, and the call
stack names the line of this file.

> main :: IO ()
> main = do
>   print (safeDiv 10 2)
>   print (safeDiv 1 0)

> safeDiv :: Int -> Int -> Int
> safeDiv _ 0 = error "division by zero"
> safeDiv a b = a `div` b
