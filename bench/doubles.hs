-- Benchmark: Double arithmetic: a Mandelbrot set count and a numerical integral
size :: Int
size = 300

mandel :: Double -> Double -> Int
mandel cr ci = go 0.0 0.0 0
  where
    go x y i
      | i >= 50 = i
      | x * x + y * y > 4.0 = i
      | otherwise = go (x * x - y * y + cr) (2.0 * x * y + ci) (i + 1)

integrate :: (Double -> Double) -> Double -> Double -> Int -> Double
integrate f a b n = h * (f a / 2.0 + f b / 2.0 + sum [f (a + fromIntegral k * h) | k <- [1 .. n - 1]])
  where h = (b - a) / fromIntegral n

main :: IO ()
main = do
  let pts = [(-2.0 + 3.0 * fromIntegral i / fromIntegral size, -1.5 + 3.0 * fromIntegral j / fromIntegral size)
            | i <- [0 .. size - 1], j <- [0 .. size - 1]]
      counts = map (uncurry mandel) pts
  print (sum counts, length (filter (== 50) counts))
  let v = integrate (\x -> x * x * x - 2.0 * x + 1.0) 0.0 3.0 (size * 500)
  print (round (v * 1000000.0) :: Int)
  print (truncate (integrate sin 0.0 pi (size * 500) * 1.0e9) :: Int)
