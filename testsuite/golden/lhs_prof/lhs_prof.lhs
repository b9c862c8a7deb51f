Cost centres of a literate program: the report is lhs_prof.prof, and
its source locations name the lines of this file.  (The code block
is indented like the Bird lines: both are one module's declarations.)

> main :: IO ()
> main = do
>   print (total 20000)
>   print (evens 3000)

> total :: Int -> Int
> total n = sum (map square [1 .. n])
>   where
>     square x = x * x

\begin{code}
  evens :: Int -> Int
  evens n = length (filter isEven [1 .. n])
    where isEven k = k `mod` 2 == 0
\end{code}
