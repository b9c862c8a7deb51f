-- Data.Ord (base-4.15).
module Data.Ord
  ( Ord(compare, (<), (<=), (>), (>=), max, min), Ordering(LT, EQ, GT)
  , Down(Down, getDown), comparing
  ) where

import Base
