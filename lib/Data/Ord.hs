-- Data.Ord (base-4.15): the Ord methods, Ordering, Down and comparing.
module Data.Ord
  ( compare, (<), (<=), (>), (>=), max, min, Ordering(..), Down(..), getDown
  , comparing
  ) where

import Base
