-- A type error after a LINE pragma is reported at the line the pragma
-- names; the excerpt is that line of the file, as GHC shows it.
main :: IO ()
main = do
{-# LINE 3 "cerr_line_pragma.hs" #-}
  print (length "abc" && True)
