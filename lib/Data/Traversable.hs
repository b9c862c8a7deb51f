-- Data.Traversable (base-4.15).
module Data.Traversable
  ( Traversable(traverse, sequenceA, mapM, sequence)
  , for, forM, mapAccumL, mapAccumR, fmapDefault, foldMapDefault
  ) where

import Base
