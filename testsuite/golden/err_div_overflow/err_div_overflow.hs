-- Int division of minBound by -1: rem and mod are 0, the rest overflow
main :: IO ()
main = do
  let m = minBound :: Int
  print (m `rem` (-1), m `mod` (-1))
  print (snd (m `quotRem` (-1)), snd (m `divMod` (-1)))
  print (m `quot` 1, m `div` 2)
  print (m `div` (-1))
