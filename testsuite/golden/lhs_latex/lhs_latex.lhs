\documentclass{article}
\begin{document}
\section{Counting words}
Everything outside the code environment is commentary, even a line such as
main = error "this is not code"
which would be a definition in a Haskell file.
\begin{code}
module Main where

import Data.Char (toUpper)

wordLengths :: String -> [(String, Int)]
wordLengths s = [ (w, length w) | w <- words s ]
\end{code}
Text may touch the code environment on either side; the markers may be
indented, and whatever follows an end marker on its line is dropped.
   \begin{code}   
shout :: String -> String
shout = map toUpper

main :: IO ()
main = do
	mapM_ print (wordLengths "the quick\tbrown fox")
	putStrLn (shout "done")
\end{code} and this text is dropped
\end{document}
