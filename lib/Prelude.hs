-- The Prelude: Haskell 2010 / base-4.15 Prelude names that make sense
-- without type classes (class methods are exported as generic
-- functions).  Everything is defined in Base.
module Prelude
  ( Bool(..), (&&), (||), not, otherwise
  , Maybe(..), maybe, Either(..), either, Ordering(..)
  , String, fst, snd, curry, uncurry
  , (==), (/=), compare, (<), (<=), (>=), (>), max, min
  , succ, pred, fromEnum, enumFrom, enumFromThen, enumFromTo, enumFromThenTo
  , (+), (-), (*), negate, abs, signum, fromInteger
  , quot, rem, div, mod, quotRem, divMod, toInteger
  , (/), recip
  , pi, exp, log, sqrt, (**), logBase, sin, cos, tan, asin, acos, atan
  , sinh, cosh, tanh, asinh, acosh, atanh
  , properFraction, truncate, round, ceiling, floor
  , isNaN, isInfinite, isNegativeZero, isIEEE, atan2
  , subtract, even, odd, gcd, lcm, (^), (^^), fromIntegral, realToFrac
  , (<>), mappend, mconcat
  , fmap, (<$), (<$>), pure, (<*>), (*>), (<*), liftA2
  , (>>=), (>>), return, fail, mapM_, sequence_, (=<<)
  , elem, foldMap, foldr, foldl, foldr1, foldl1, maximum, minimum, product, sum
  , null, length, and, or, any, all, concat, concatMap, notElem
  , traverse, sequenceA, mapM, sequence
  , id, const, (.), flip, ($), until, asTypeOf, error, errorWithoutStackTrace
  , undefined, seq, ($!)
  , map, (++), filter, head, last, tail, init, (!!), reverse
  , scanl, scanl1, scanr, scanr1, iterate, repeat, replicate, cycle
  , take, drop, takeWhile, dropWhile, span, break, splitAt
  , lookup, zip, zip3, zipWith, zipWith3, unzip, unzip3
  , lines, words, unlines, unwords
  , ShowS, showsPrec, showList, show, shows, showChar, showString, showParen
  , ReadS, readsPrec, reads, readParen, read
  , putChar, putStr, putStrLn, print, getChar, getLine, getContents, interact
  , FilePath, readFile, writeFile, appendFile, readIO, readLn
  , IOError, ioError, userError
  ) where

import Base
