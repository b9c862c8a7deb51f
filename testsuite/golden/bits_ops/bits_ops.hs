-- Data.Bits on non-negative Ints
import Data.Bits

toBinary :: Int -> String
toBinary 0 = "0"
toBinary n = reverse (go n)
  where
    go 0 = ""
    go k = (if testBit k 0 then '1' else '0') : go (k `shiftR` 1)

main :: IO ()
main = do
  print (12 .&. 10 :: Int, 12 .|. 10 :: Int, xor 12 10 :: Int, complement 12 :: Int)
  print (shiftL 1 10 :: Int, shiftR 1024 3 :: Int, 5 `shift` 2 :: Int, 40 `shift` (-3) :: Int)
  print (map popCount [0, 1, 255, 1023, 12345 :: Int])
  print (testBit (5 :: Int) 0, testBit (5 :: Int) 1, setBit (0 :: Int) 4, clearBit (31 :: Int) 2)
  print (map toBinary [0, 1, 2, 5, 255, 1000])
  print (foldr xor 0 [1 .. 100 :: Int], (.&.) 255 (shiftL 7 5) :: Int)
