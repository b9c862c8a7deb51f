-- Cost centres of a program computing in Float: the tree and its entry
-- counts are GHC's, whatever the type of the numbers.
type Point = (Float, Float)

dist :: Point -> Point -> Float
dist (x1, y1) (x2, y2) = sqrt (dx * dx + dy * dy)
  where
    dx = x2 - x1
    dy = y2 - y1

path :: [Point] -> Float
path ps = sum (zipWith dist ps (tail ps))

spiral :: Int -> [Point]
spiral n = [ (r * cos t, r * sin t) | k <- [1 .. n], let t = fromIntegral k * 0.1, let r = t / 2 ]

main :: IO ()
main = do
  let ps = spiral 500
  print (path ps)
  print (round (path ps * 100) :: Int, realToFrac (path ps) :: Double)
