-- Double boxes: the classic mean/variance leak. The list of samples is
-- traversed by sum, then by length, then again for the variance, so all
-- of it (cons cells and D# boxes) is live at the peak.
-- heap-ref-size: 150000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

sample :: Int -> Double
sample i = sum [sin (fromIntegral (i * k) * 0.001) * 100 / fromIntegral k | k <- [1 .. 12 :: Int]]

main :: IO ()
main = do
  n <- sizeArg 1000
  let xs = map sample [1 .. n]
      m = sum xs / fromIntegral (length xs)
      var = sum [(x - m) * (x - m) | x <- xs] / fromIntegral (length xs)
  print (round (m * 1000) :: Int)
  print (round (var * 1000) :: Int)
  print (round (maximum xs * 1000) :: Int)
