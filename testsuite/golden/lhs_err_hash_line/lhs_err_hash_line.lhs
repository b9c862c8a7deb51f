A C preprocessor line reaches the compiler, which has no preprocessor here
(as GHC without CPP): the error names its line of this file.

> main :: IO ()
#ifdef DEBUG
> main = print 1
