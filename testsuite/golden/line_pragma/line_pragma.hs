-- LINE pragmas, as parser generators write them, renumber the lines that
-- error messages and call stacks show.
module Main (main) where

import Control.Exception

{-# LINE 200 "Grammar.y" #-}
-- from here on this is Grammar.y, line 200
token :: Char -> Int
token 'a' = 1
token 'b' = 2

check :: Int -> Int
check n
  | n > 10    = error ("check: " ++ show n)
  | otherwise = n
    {-# LINE 30 "line_pragma.hs" #-}
-- and back to this file's own numbering, at line 30

pairUp :: [a] -> (a, a)
pairUp xs = let [x, y] = xs in (x, y)

report :: SomeException -> IO ()
report e = putStrLn ("caught: " ++ show e)

main :: IO ()
main = do
  print (map token "abba")
  print (check 3)
  handle report (print (check 42))
  handle report (print (token 'z'))
  handle report (print (fst (pairUp "xyz")))
  handle report (do { Just n <- return (Nothing :: Maybe Int); print n })
  print (pairUp "ok")
  print (token 'c')
