-- Data.Bits (base-4.15): instances for Int (64 bits) and Integer.
module Data.Bits
  ( Bits((.&.), (.|.), xor, complement, shift, rotate, zeroBits, bit, setBit, clearBit
        , complementBit, testBit, bitSizeMaybe, bitSize, isSigned, shiftL, shiftR
        , unsafeShiftL, unsafeShiftR, rotateL, rotateR, popCount)
  , FiniteBits(finiteBitSize, countLeadingZeros, countTrailingZeros)
  , bitDefault, testBitDefault, popCountDefault
  ) where

import Base
