-- fromEnum of a Word beyond Int's range: GHC's message, exit status 1.
main :: IO ()
main = do
  print (fromEnum (9223372036854775807 :: Word))
  print (fromEnum (9223372036854775808 :: Word))
