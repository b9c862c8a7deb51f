-- Control.Monad (base-4.15).
module Control.Monad
  ( Functor(fmap, (<$)), Monad((>>=), (>>), return), MonadFail(fail)
  , MonadPlus(mzero, mplus)
  , mapM, mapM_, forM, forM_, sequence, sequence_, (=<<), (>=>), (<=<)
  , forever, void
  , join, msum, mplus, mfilter, filterM, mapAndUnzipM, zipWithM, zipWithM_
  , foldM, foldM_, replicateM, replicateM_
  , guard, when, unless
  , liftM, liftM2, ap, (<$!>)
  ) where

import Base
