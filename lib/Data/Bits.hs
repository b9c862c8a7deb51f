-- Data.Bits (base-4.15): the Bits methods that need no bit width.
module Data.Bits
  ( (.&.), (.|.), xor, complement, shift, shiftL, shiftR, unsafeShiftL
  , unsafeShiftR, bit, zeroBits, testBit, setBit, clearBit, complementBit
  , popCount
  ) where

import Base
