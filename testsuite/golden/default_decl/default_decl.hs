-- A module's default declaration decides the type of the numbers whose
-- type nothing else fixes: here Int first, then Rational, then Double.
module Main where

import Data.Ratio

default (Int, Rational, Double)

big = 2 ^ 63                  -- Num only: Int, which wraps

third = 1 / 3                 -- Fractional: Int is not, Rational is

harmonic n = sum (map (1 /) [1 .. n])

main :: IO ()
main = do
  print big
  print third
  print (third * 3 == 1)
  print (sqrt 2)              -- Floating: neither Int nor Rational
  print (truncate (7 / 2))    -- RealFrac at Rational, Integral at Int
  print [x / 4 | x <- [1 .. 4]]
  print (harmonic 6)
  print (numerator (harmonic 6), denominator (harmonic 6))
  print (toRational 0.75)
  print (length [1 .. 10] + 2 ^ 62 + 2 ^ 62)
