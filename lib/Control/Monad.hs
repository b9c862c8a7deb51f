-- Control.Monad (base-4.15).
module Control.Monad
  ( fmap, (>>=), (>>), return, fail, mzero, mplus
  , mapM, mapM_, forM, forM_, sequence, sequence_, (=<<), (>=>), (<=<)
  , forever, void, join, msum, filterM, zipWithM, zipWithM_
  , foldM, foldM_, replicateM, replicateM_, guard, when, unless
  , liftM, liftM2, ap, (<$!>), (<$>)
  ) where

import Base
