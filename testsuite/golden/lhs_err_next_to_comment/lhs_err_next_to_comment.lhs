Commentary must be separated from the code by a blank line.
> main :: IO ()
> main = print 1

> helper :: Int
> helper = 2
and here the blank line after the code is missing.
