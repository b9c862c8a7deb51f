-- Boxed Words are GHC's W# constructor, of type Word, in heap profiles
-- (-hd, -hy, -hT), beside the I# of Ints.
words64 :: Int -> [Word]
words64 n = [fromIntegral k * 3 | k <- [1 .. n]]

ints :: Int -> [Int]
ints n = [k * 5 | k <- [1 .. n]]

main :: IO ()
main = do
  let ws = words64 3000
      is = ints 3000
  print (length ws + length is)
  print (sum ws, sum is)
  print (maximum (zipWith (\w i -> fromIntegral w - i) ws is))
