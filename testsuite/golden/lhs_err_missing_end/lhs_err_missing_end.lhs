A code environment that never ends.

\begin{code}
main :: IO ()
main = print 1
