-- Int is 64-bit and wraps around; Integer does not
big :: Int
big = maxBound

small :: Int
small = minBound

main :: IO ()
main = do
  print (maxBound :: Int, minBound :: Int)
  print (big + 1, small - 1)
  print (big * 2, big * big)
  print (toInteger big + 1, toInteger small - 1)
  print (fromIntegral big + 1 :: Integer)
  print (fromIntegral (toInteger big + 1) :: Int)
  print (2 ^ 63 :: Int, 2 ^ 63 :: Integer)
  print (2 ^ 64 :: Int, 2 ^ 64 :: Integer)
  print (product [1 .. 21] :: Int, product [1 .. 21] :: Integer)
  print (negate small, abs small, signum small)
  print (fromInteger (2 ^ 64 + 5) :: Int)
  print (sum (replicate 10 big), sum (map toInteger (replicate 10 big)))
  print (big `quot` 7, big `rem` 7, small `mod` 10, small `div` 10)
  print (length [big - 3 ..], [small .. small + 2])
  print (fromIntegral (300 :: Int) :: Int, toEnum 65 :: Char, fromEnum 'z')
