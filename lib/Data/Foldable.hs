-- Data.Foldable (base-4.15).
module Data.Foldable
  ( Foldable(fold, foldMap, foldMap', foldr, foldr', foldl, foldl', foldr1, foldl1
            , toList, null, length, elem, maximum, minimum, sum, product)
  , foldrM, foldlM, traverse_, for_, sequenceA_, asum, mapM_, forM_, sequence_, msum
  , concat, concatMap, and, or, any, all, maximumBy, minimumBy, notElem, find
  ) where

import Base
