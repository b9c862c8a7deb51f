-- show at Int and Word: the ends of the types, zero, signs, one digit and
-- ten (show_num in rts/prim_text.c writes the digits itself).  Checked against
-- GHC 9.0.2.
main :: IO ()
main = do
  print [minBound :: Int, maxBound, 0, -1, 1, 9, 10, -10, 123456789, -987654321]
  print [minBound :: Word, maxBound, 0, 10, 18446744073709551615]
  print (map show [-5 .. 5 :: Int])
  print (showsPrec 11 (-5 :: Int) "")
