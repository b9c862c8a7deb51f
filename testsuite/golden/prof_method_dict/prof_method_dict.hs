-- Methods called through dictionaries the compiler cannot see, under
-- -prof -fprof-auto: FUN methods, PAP methods (partial applications),
-- methods that are thunks, and a method returning a function.
class Shape a where
  area :: a -> Int
  scale :: Int -> a -> a
  describe :: a -> String -> String

data Sq = Sq Int
data Rect = Rect Int Int

addTag :: String -> String -> String
addTag t s = t ++ s

instance Shape Sq where
  area (Sq n) = n * n
  scale k (Sq n) = Sq (k * n)
  describe _ = addTag "square:"

instance Shape Rect where
  area (Rect w h) = w * h
  scale = scaleRect
  describe (Rect w _) = if w > 2 then addTag "wide:" else addTag "rect:"

scaleRect :: Int -> Rect -> Rect
scaleRect k (Rect w h) = Rect (k * w) h

total :: Shape a => [a] -> Int
total xs = sum (map area (map (scale 2) xs))

report :: Shape a => [a] -> String
report xs = concatMap (\x -> describe x (show (area x)) ++ " ") xs

class Combine a where
  combine :: a -> a -> a

instance Combine Int where
  combine = (+)

fold :: Combine a => a -> [a] -> a
fold z = foldr combine z

main :: IO ()
main = do
  let sqs = [Sq n | n <- [1 .. 200]]
      rs = [Rect n (n + 1) | n <- [1 .. 200]]
  print (total sqs, total rs)
  putStrLn (take 60 (report sqs))
  putStrLn (take 60 (report rs))
  print (fold (0 :: Int) [1 .. 1000])
