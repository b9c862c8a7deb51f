-- Data.Function (base-4.15).
module Data.Function (id, const, (.), flip, ($), (&), on, fix) where

import Base
