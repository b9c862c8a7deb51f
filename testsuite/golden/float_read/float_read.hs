-- read at Float rounds the text's exact value once (not through Double),
-- and reads what GHC reads: signs, exponents, parentheses, 0x/0o
-- integers, NaN and Infinity, inside lists and tuples.
main :: IO ()
main = do
  print (read "0.1" :: Float, read "  3.25  " :: Float, read "-1.5e-3" :: Float)
  print (read "16777217" :: Float, read "16777219" :: Float, read "1.0000000596046448" :: Float)
  print (read "1.000000059604644775390625" :: Float, read "1.0000000596046447753906251" :: Float)
  print (read "3.4028235e38" :: Float, read "3.4028236e38" :: Float, read "1e-46" :: Float, read "1e-45" :: Float)
  print (read "(2.5)" :: Float, read "(-2.5)" :: Float, read "0x1F" :: Float, read "0o17" :: Float)
  print (read "NaN" :: Float, read "Infinity" :: Float, read "-Infinity" :: Float)
  print (read "[1.5, -2, 3e2]" :: [Float], read "(1.5, 0.1)" :: (Float, Double))
  print (reads "2.5 rest" :: [(Float, String)], reads "x" :: [(Float, String)])
  print (map read (words "0.1 0.2 0.3 0.4 0.5") :: [Float])
  print (read (show (1 / 3 :: Float)) == (1 / 3 :: Float))
