-- Literals at type Float are rounded once to the nearest Float: in
-- expressions, top-level bindings, patterns and polymorphic code used at
-- Float; defaulting still picks Double.
third :: Float
third = 0.333333333333333333

big :: Float
big = 16777217

huge :: Float
huge = 340282356779733661637539395458142568448

scaled :: Fractional a => a -> a
scaled x = x * 0.1 + 2.5e-3

counted :: Num a => a -> a
counted x = x + 9007199254740993

name :: Float -> String
name 0.1 = "one tenth"
name 16777217 = "2^24 + 1"
name (-2.5) = "minus two and a half"
name 0 = "zero"
name _ = "something else"

main :: IO ()
main = do
  print (0.1 :: Float, 1.0e-2 :: Float, 3.4028235e38 :: Float, 1.0e-45 :: Float)
  print (third, big, huge, 1.0e39 :: Float, 7.0e-46 :: Float)
  print (-0.0 :: Float, -0 :: Float, negate 0 :: Float, -1.5e-3 :: Float)
  print (scaled (3 :: Float), scaled (3 :: Double))
  print (counted (0 :: Float), counted (0 :: Double), counted (0 :: Integer))
  print (map name [0.1, 0.10000000001, 16777216, -2.5, -0.0, 1])
  print (0.1 + 0.2, 1 / 3, 2 ^ 60 / 3)
  let d = 0.1
  print (d * 3, realToFrac (0.1 :: Float) * 3)
