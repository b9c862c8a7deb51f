-- Data.Maybe (base-4.15).
module Data.Maybe
  ( Maybe(..), maybe, isJust, isNothing, fromJust, fromMaybe, listToMaybe
  , maybeToList, catMaybes, mapMaybe
  ) where

import Base
