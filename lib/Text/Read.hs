-- Text.Read (base-4.15): the Haskell 2010 part (ReadS parsers).
module Text.Read
  ( Read(readsPrec, readList), ReadS, reads, read, readParen, lex
  , readMaybe, readEither
  ) where

import Base
