-- The Prelude: the Haskell 2010 / base-4.15 Prelude (GHC 9.0.2).
-- Everything is defined in Base, but Foldable and Traversable and their
-- functions (lib/Data/Foldable.hs, lib/Data/Traversable.hs).
module Prelude
  ( Bool(False, True), (&&), (||), not, otherwise
  , Maybe(Nothing, Just), maybe
  , Either(Left, Right), either
  , Ordering(LT, EQ, GT)
  , Char, String
  , fst, snd, curry, uncurry
  , Eq((==), (/=))
  , Ord(compare, (<), (<=), (>=), (>), max, min)
  , Enum(succ, pred, toEnum, fromEnum, enumFrom, enumFromThen, enumFromTo, enumFromThenTo)
  , Bounded(minBound, maxBound)
  , Int, Integer, Float, Double, Rational, Word
  , Num((+), (-), (*), negate, abs, signum, fromInteger)
  , Real(toRational)
  , Integral(quot, rem, div, mod, quotRem, divMod, toInteger)
  , Fractional((/), recip, fromRational)
  , Floating(pi, exp, log, sqrt, (**), logBase, sin, cos, tan, asin, acos, atan
            , sinh, cosh, tanh, asinh, acosh, atanh)
  , RealFrac, properFraction, truncate, round, ceiling, floor
  , RealFloat(floatRadix, floatDigits, floatRange, decodeFloat, encodeFloat, exponent
             , significand, scaleFloat, isNaN, isInfinite, isDenormalized, isIEEE
             , isNegativeZero, atan2)
  , subtract, even, odd, gcd, lcm, (^), (^^), fromIntegral, realToFrac
  , Semigroup((<>))
  , Monoid(mempty, mappend, mconcat)
  , Functor(fmap, (<$)), (<$>)
  , Applicative(pure, (<*>), (*>), (<*))
  , Monad((>>=), (>>), return)
  , MonadFail(fail)
  , Foldable(elem, foldMap, foldr, foldl, foldr1, foldl1, maximum, minimum, product, sum
             , null, length)
  , Traversable(traverse, sequenceA, mapM, sequence)
  , mapM_, sequence_, (=<<)
  , id, const, (.), flip, ($), until, asTypeOf, error, errorWithoutStackTrace
  , undefined, seq, ($!)
  , map, (++), filter, head, last, tail, init, (!!), reverse
  , and, or, any, all, concat, concatMap
  , scanl, scanl1, scanr, scanr1
  , iterate, repeat, replicate, cycle
  , take, drop, takeWhile, dropWhile, span, break, splitAt
  , notElem, lookup
  , zip, zip3, zipWith, zipWith3, unzip, unzip3
  , lines, words, unlines, unwords
  , ShowS, Show(showsPrec, showList, show), shows, showChar, showString, showParen
  , ReadS, Read(readsPrec, readList), reads, readParen, read, lex
  , IO, putChar, putStr, putStrLn, print, getChar, getLine, getContents, interact
  , FilePath, readFile, writeFile, appendFile, readIO, readLn
  , IOError, ioError, userError
  ) where

import Base hiding ( foldr, foldl, foldr1, foldl1, null, length, elem, notElem, maximum
                   , minimum, sum, product, and, or, any, all, concat, concatMap, foldMap
                   , mapM_, sequence_, traverse, sequenceA, mapM, sequence )
import Data.Foldable
import Data.Traversable
