-- Text.Read (base-4.15).  Untyped, the text decides what is read:
-- numbers, Chars, Strings, Bool, Ordering, Maybe and Either of those,
-- lists and tuples.
module Text.Read (ReadS, reads, readsPrec, readParen, read, readMaybe, readEither) where

import Base
