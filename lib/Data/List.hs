-- Data.List (base-4.15): the Foldable and Traversable functions it exports
-- are those of Data.Foldable and Data.Traversable, as in GHC.
module Data.List
  ( (++), head, last, tail, init, uncons, singleton, null, length
  , map, reverse, intersperse, intercalate, transpose, subsequences, permutations
  , foldl, foldl', foldl1, foldl1', foldr, foldr1
  , concat, concatMap, and, or, any, all, sum, product, maximum, minimum
  , scanl, scanl', scanl1, scanr, scanr1
  , mapAccumL, mapAccumR
  , iterate, iterate', repeat, replicate, cycle, unfoldr
  , take, drop, splitAt, takeWhile, dropWhile, dropWhileEnd, span, break
  , stripPrefix, group, inits, tails
  , isPrefixOf, isSuffixOf, isInfixOf, isSubsequenceOf
  , elem, notElem, lookup, find, filter, partition
  , (!!), elemIndex, elemIndices, findIndex, findIndices
  , zip, zip3, zip4, zipWith, zipWith3, zipWith4, unzip, unzip3, unzip4
  , lines, words, unlines, unwords
  , nub, delete, (\\), union, intersect
  , sort, sortOn, insert
  , nubBy, deleteBy, deleteFirstsBy, unionBy, intersectBy, groupBy
  , sortBy, insertBy, maximumBy, minimumBy
  , genericLength, genericTake, genericDrop, genericSplitAt, genericIndex
  , genericReplicate
  ) where

import Base hiding ( foldl, foldl', foldl1, foldr, foldr1, concat, concatMap, and, or, any
                   , all, sum, product, maximum, minimum, elem, notElem, find, maximumBy
                   , minimumBy, mapAccumL, mapAccumR, null, length )
import Data.Foldable
import Data.Traversable (mapAccumL, mapAccumR)
