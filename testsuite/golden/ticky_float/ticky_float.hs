-- Ticky counters of a Float program: the bindings and their entries are
-- GHC's (Float arguments are kind F in the argument-kinds column).
newton :: Float -> Int -> Float
newton x 0 = x
newton x n = newton ((x + 2 / x) / 2) (n - 1)

mean :: [Float] -> Float
mean xs = total / fromIntegral (length xs)
  where total = sum xs

main :: IO ()
main = do
  print (newton 1 20)
  print (mean [1.5, 2.25, 3.125, 4.0625], mean [0.1, 0.2, 0.3])
  print (map (\k -> newton k 3) [1, 2, 3])
