-- Data.Ratio (base-4.15).
module Data.Ratio (Ratio, Rational, (%), numerator, denominator) where

import Base
