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

import Base hiding (mapM, mapM_, forM, forM_, sequence, sequence_, msum, foldM, foldM_)
import Data.Foldable (Foldable, foldlM, mapM_, forM_, sequence_, msum)
import Data.Traversable (mapM, forM, sequence)

-- GHC's foldM is Data.Foldable's foldlM, over any Foldable.
foldM :: (Foldable t, Monad m) => (b -> a -> m b) -> b -> t a -> m b
foldM f z t = foldlM f z t

foldM_ :: (Foldable t, Monad m) => (b -> a -> m b) -> b -> t a -> m ()
foldM_ f z t = foldlM f z t >> return ()
