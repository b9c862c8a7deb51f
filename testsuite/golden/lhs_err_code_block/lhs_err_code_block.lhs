\section{A type error in a code environment}
\begin{code}
main :: IO ()
main = putStrLn (not 'x')
\end{code}
