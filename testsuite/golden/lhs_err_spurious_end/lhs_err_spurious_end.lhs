> main :: IO ()
> main = print 1

An end marker without a beginning:
\end{code}
