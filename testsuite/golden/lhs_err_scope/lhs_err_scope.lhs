Errors after unlit name the line and column of the literate file, and show
its line as written.

> main :: IO ()
> main = do
>   print (double 21)
>   print (twice 21)

> double :: Int -> Int
> double x = x * 2
