-- Int arithmetic: division conventions, gcd, powers, comparisons
main :: IO ()
main = do
  let pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2)] :: [(Int, Int)]
  print [(a `div` b, a `mod` b, a `quot` b, a `rem` b) | (a, b) <- pairs]
  print [divMod a b | (a, b) <- pairs]
  print [quotRem a b | (a, b) <- pairs]
  print (gcd 12 18 :: Int, gcd 0 5 :: Int, gcd (-4) 6 :: Int, lcm 4 6 :: Int, lcm 0 3 :: Int)
  print (2 ^ 10 :: Int, 3 ^ 0 :: Int, (-2) ^ 3 :: Int, 10 ^ 18 :: Int)
  print (abs (-3) :: Int, signum (-8) :: Int, signum 0 :: Int, negate 5 :: Int, subtract 3 10 :: Int)
  print (even (-4 :: Int), odd (7 :: Int), max 3 (9 :: Int), min (-1) (1 :: Int))
  print (compare 1 (2 :: Int), compare 'b' 'a', compare "abc" "abd", compare [1, 2] [1 :: Int])
  print (sum [1 .. 100 :: Int], product [1 .. 20 :: Int], maximum [3, -9, 4 :: Int])
  print (fromIntegral (17 :: Int) * (3 :: Integer), toInteger (5 :: Int), fromInteger 12 + (1 :: Int))
  print (read "42" + (1 :: Int), read "-17" :: Int, read " 7 " :: Int, show (-5 :: Int))
  print (0x1F + 0o17 + 0XaB :: Int, 1000000 * 1000000 :: Int)
  print (3 - (-2) :: Int, - 5 + 3 :: Int, (subtract 1 . negate) 4 :: Int, -2 ^ 2 :: Int)
