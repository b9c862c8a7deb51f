-- Data.Functor (base-4.15).
module Data.Functor (Functor(fmap, (<$)), ($>), (<$>), (<&>), void) where

import Base
