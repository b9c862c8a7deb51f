-- Data.Ix (base-4.15): instances for Int, Integer, Char, Bool, Ordering,
-- () and tuples of 2 and 3 components.
module Data.Ix (Ix(range, index, inRange, rangeSize)) where

import Base
