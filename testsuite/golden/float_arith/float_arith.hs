-- Float arithmetic rounds every result to single precision: the class
-- methods of Num, Fractional, Floating, RealFloat and Enum at Float.
xs :: [Float]
xs = [-7.25, -1, -0.5, 0, 0.3, 1, 2.5, 10, 123.456, 1.0e-3]

unary :: [(String, Float -> Float)]
unary =
  [ ("negate", negate), ("abs", abs), ("signum", signum), ("recip", recip)
  , ("exp", exp), ("log", log), ("sqrt", sqrt), ("sin", sin), ("cos", cos)
  , ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan)
  , ("sinh", sinh), ("cosh", cosh), ("tanh", tanh), ("asinh", asinh)
  , ("acosh", acosh), ("atanh", atanh), ("significand", significand)
  , ("scaleFloat 5", scaleFloat 5), ("succ", succ), ("pred", pred)
  , ("(** 1.5)", (** 1.5)), ("logBase 2", logBase 2), ("atan2 1", atan2 1)
  ]

binary :: [(String, Float -> Float -> Float)]
binary = [("+", (+)), ("-", (-)), ("*", (*)), ("/", (/)), ("max", max), ("min", min)]

main :: IO ()
main = do
  mapM_ (\(n, f) -> putStrLn (n ++ " " ++ show (map f xs))) unary
  mapM_ (\(n, f) -> putStrLn (n ++ " " ++ show [f a b | a <- take 4 xs, b <- drop 6 xs])) binary
  print (0.1 + 0.2 :: Float, 0.1 + 0.2 == (0.3 :: Float), 16777216 + 1 :: Float)
  print (1 / 3 :: Float, 2 / 3 * 3 :: Float, 1.0e-45 / 2 :: Float, 3.0e38 * 10 :: Float)
  print (sum [0.1, 0.2 .. 1 :: Float], product [1 .. 12 :: Float], 2 ^ (100 :: Int) :: Float)
  print (pi :: Float, exp 1 :: Float, sqrt 2 :: Float, 10 ^^ (-3 :: Int) :: Float)
  print (compare (1 :: Float) 2, (0 / 0 :: Float) == 0 / 0, (0 / 0 :: Float) > 1, -0.0 == (0 :: Float))
  print [1.0, 1.1 .. 2.0 :: Float]
  print ([1.5 .. 4 :: Float], [5, 4.5 .. 3 :: Float], take 3 [0.1 :: Float ..])
  print (map fromEnum [2.9, -2.9, 1.0e9 :: Float], map (toEnum :: Int -> Float) [3, 16777217])
  print (isNaN (0 / 0 :: Float), isInfinite (1 / 0 :: Float), isDenormalized (1.0e-40 :: Float))
  print (isNegativeZero (-0.0 :: Float), isNegativeZero (0 :: Float), isIEEE (1 :: Float))
  print (floatRadix (1 :: Float), floatDigits (1 :: Float), floatRange (1 :: Float))
  print (exponent (1024 :: Float), exponent (0.1 :: Float), encodeFloat 3 (-1) :: Float)
