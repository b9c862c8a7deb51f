-- Boxed Floats are GHC's F# constructor, of type Float, in heap profiles
-- (-hd, -hy, -hT), beside the D# of Doubles.
singles :: Int -> [Float]
singles n = [fromIntegral k * 0.5 | k <- [1 .. n]]

doubles :: Int -> [Double]
doubles n = [fromIntegral k * 0.25 | k <- [1 .. n]]

main :: IO ()
main = do
  let fs = singles 3000
      ds = doubles 3000
  print (length fs + length ds)
  print (sum fs, sum ds)
  print (maximum (zipWith (\f d -> realToFrac f - d) fs ds))
