The header pragmas of a literate program are read after unlit, and their
errors name the lines of this file.

> {-# LANGUAGE CPP #-}
> module Main (main) where

#if defined(DEBUG)
> main :: IO ()
> main = print 1
#endif
