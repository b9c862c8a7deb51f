{-# OPTIONS_GHC -XBangPatterns -XTupleSections #-}
-- An -X flag is a LANGUAGE pragma.
main :: IO ()
main = print (map (, True) "ab")
