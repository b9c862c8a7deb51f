-- Control.Applicative (base-4.15), without the newtype wrappers (Const,
-- WrappedMonad, ZipList).
module Control.Applicative
  ( Applicative(pure, (<*>), liftA2, (*>), (<*)), Alternative(empty, (<|>), some, many)
  , (<$>), (<$), (<**>), liftA, liftA3, optional, asum
  ) where

import Base hiding (asum)
import Data.Foldable (asum)
