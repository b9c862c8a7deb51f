A literate program with Bird tracks: only the lines that start with '>'
are Haskell, and a blank line must separate them from the commentary.

>module Main (main) where
>
> import Data.List (sortBy)
> import Data.Ord (comparing)

The sieve keeps a number when no earlier prime divides it.  The local
definitions below are indented with a tab after the '>'.

> primes :: [Int]
> primes = sieve [2 ..]
>   where
>	sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]
>	sieve []       = []

A tab inside a string on a Bird line reaches the compiler as spaces: GHC
expands the tabs of these lines before it reads them.

> banner :: String
> banner = "primes:	done"

#!this line is dropped, like a script's first line

> main :: IO ()
> main = do
>     print (take 10 primes)
>     putStrLn banner
>     mapM_ print (sortBy (comparing negate) [3, 1, 2 :: Int])
