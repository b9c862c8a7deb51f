-- Word, 64-bit unsigned as GHC 9.0.2 has it: arithmetic modulo 2^64,
-- unsigned comparisons, quot/rem/div/mod, Bits, show and read.
import Data.Bits
import Data.List (sort)

big :: Word
big = 18446744073709551615

ws :: [Word]
ws = [0, 1, 7, 255, 65536, 4294967295, 9223372036854775807, 9223372036854775808, big]

data Pair = Pair Word Int deriving (Show, Read, Eq, Ord)

classify :: Word -> String
classify 0 = "zero"
classify 18446744073709551615 = "max"
classify n | even n = "even" | otherwise = "odd"

main :: IO ()
main = do
  print ws
  print (big + 1, 0 - 1 :: Word, big * big, big * 2, negate 1 :: Word, -5 :: Word)
  print (map negate [0, 1, big :: Word], abs big, map signum [0, 3, big :: Word])
  print (2 ^ 63 + 2 ^ 63 :: Word, (3 :: Word) ^ 41, 10 ^ 19 * 2 :: Word)
  print (sort (reverse ws) == ws, maximum ws, minimum ws)
  print (big > 1, 9223372036854775808 > (9223372036854775807 :: Word), compare big 0)
  print (max big 3, min big 3, big == big, big /= 0)
  print ([x < y | x <- [0, 2 ^ 63, big], y <- [1, 2 ^ 63 :: Word]])
  print (big `quot` 10, big `rem` 10, big `div` 7, big `mod` 7)
  print (big `quotRem` 4294967296, big `divMod` 1000, (2 ^ 63 :: Word) `divMod` 3)
  print (gcd big 15, lcm (4 :: Word) 6, sum [1 .. 1000 :: Word], product [1 .. 25 :: Word])
  print (even big, odd big, subtract 1 (0 :: Word), fromInteger (-3) :: Word)
  print (complement (0 :: Word), big .&. 0xff00, (5 :: Word) .|. 10, xor big 1)
  print (shiftL (1 :: Word) 63, shiftL (3 :: Word) 63, shiftL (1 :: Word) 64, shiftR big 60, shiftR big 64)
  print (shift (1 :: Word) 70, shift big (-4), shift (1 :: Word) (-70), rotate (0x8000000000000001 :: Word) 4)
  print (rotateL (3 :: Word) 127, rotateR (1 :: Word) 1, rotate big 13, bit 63 :: Word)
  print (popCount big, popCount (0x0f0f :: Word), testBit big 63, testBit (5 :: Word) 1)
  print (setBit (0 :: Word) 63, clearBit big 0, complementBit (0 :: Word) 2, zeroBits :: Word)
  print (bitSizeMaybe (0 :: Word), bitSize (0 :: Word), isSigned (0 :: Word), finiteBitSize (0 :: Word))
  print (map countLeadingZeros [0, 1, big, 2 ^ 40 :: Word], map countTrailingZeros [0, 1, big, 2 ^ 40 :: Word])
  print (show big, showsPrec 11 big "", Just big, [Left big, Right 3])
  print (read "18446744073709551615" :: Word, read " ( 42 ) " :: Word, read "0x1F" :: Word)
  print (read "-1" :: Word, read "18446744073709551616" :: Word, read "[1,2,3]" :: [Word])
  print (reads "17 rest" :: [(Word, String)], reads "x" :: [(Word, String)])
  print (sort [Pair big 1, Pair 1 2, Pair (2 ^ 63) 0, Pair 0 5], read "Pair 18446744073709551615 (-3)" :: Pair)
  print (map classify [0, big, 10, 11])
