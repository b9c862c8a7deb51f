-- show of a Float: the shortest digits that read back as the same Float,
-- in GHC's layout, and showsPrec's parentheses around negative numbers.
data Shape = Circle Float | Rect { width :: Float, height :: Float }
  deriving (Show, Eq, Ord)

data V = Float :+ Float deriving Show
infix 6 :+

main :: IO ()
main = do
  print (0.1 :: Float)
  print (1 / 3 :: Float)
  print [1.0e-2, 0.1, 1, 9999999, 1.0e7, 12345.678, 1.0e-45, 3.4028235e38 :: Float]
  print [0 / 0, 1 / 0, -1 / 0, -0.0, 0 :: Float]
  print [0.3, 0.7, 1.1, 2.2, 3.3, 100.1, 16777215, 16777216 :: Float]
  print (map (/ 7) [1, 10, 100, 1000, 1.0e10, 1.0e-10 :: Float])
  print (Just (-2.5 :: Float), Just (-0.0 :: Float), Just (0 / 0 :: Float), Just (-1 / 0 :: Float))
  print (Left (-1 :: Float) :: Either Float Int, (-1.5 :: Float, -2 :: Float))
  print [Circle (-1.25), Rect { width = -0.5, height = 1.0e-3 }]
  print ((-1) :+ (-2.5e-8), 1.5 :+ 2)
  putStrLn (showsPrec 6 (-1 :: Float) "" ++ " " ++ showsPrec 7 (-1 :: Float) "")
  putStrLn (shows (2.5 :: Float) (showString " and " (show (-2.5 :: Float))))
  print (Circle 1 < Rect 0 0, maximum [Circle 2, Circle (-3)], Rect 1 2 == Rect 1 2.0000001)
