-- Data.Char (base-4.15), without GeneralCategory.
module Data.Char
  ( Char, String, isControl, isSpace, isLower, isUpper, isAlpha, isLetter, isDigit
  , isOctDigit, isHexDigit, isAlphaNum, isPrint, isPunctuation, isSymbol
  , isSeparator, isMark, isNumber, isAscii, isLatin1, isAsciiUpper, isAsciiLower
  , toUpper, toLower, toTitle, digitToInt, intToDigit, ord, chr
  , showLitChar, lexLitChar, readLitChar
  ) where

import Base
