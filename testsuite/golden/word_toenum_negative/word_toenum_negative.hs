-- toEnum of a negative Int at Word: GHC's message with Word's bounds.
main :: IO ()
main = do
  print (map toEnum [0, 1, 2] :: [Word])
  print (toEnum (-1) :: Word)
