-- ticky golden: a class with instances, an overloaded function, records
data Shape = Circle Double | Rect Double Double

class Area a where
  area :: a -> Double

instance Area Shape where
  area (Circle r) = 3 * r * r
  area (Rect w h) = w * h

data Box = Box { label :: String, shapes :: [Shape] }

total :: Area a => [a] -> Double
total xs = sum (map area xs)

describe :: Box -> String
describe b = label b ++ ": " ++ show (total (shapes b))

boxes :: Int -> [Box]
boxes n = [Box ("box" ++ show i) [Circle (fromIntegral i), Rect 2 (fromIntegral i)] | i <- [1 .. n]]

main :: IO ()
main = mapM_ (putStrLn . describe) (boxes 5)
