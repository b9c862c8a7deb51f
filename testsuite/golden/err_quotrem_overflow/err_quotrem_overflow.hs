-- the quotient of minBound `quotRem` (-1) is GHC's arithmetic overflow
main :: IO ()
main = do
  let (q, r) = (minBound :: Int) `quotRem` (-1)
  print r
  print q
