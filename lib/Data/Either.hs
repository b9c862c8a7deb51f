-- Data.Either (base-4.15).
module Data.Either
  ( Either(..), either, lefts, rights, isLeft, isRight, fromLeft, fromRight
  , partitionEithers
  ) where

import Base
