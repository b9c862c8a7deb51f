-- Word division by zero: GHC's divide by zero, exit status 1.
average :: [Word] -> Word
average xs = sum xs `div` fromIntegral (length xs)

main :: IO ()
main = do
  print (average [3, 4, 5, maxBound])
  print (average [])
