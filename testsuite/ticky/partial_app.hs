-- Partial application: functions given fewer arguments than they take,
-- kept in lists and applied later; functions returning functions.
main :: IO ()
main = do
  let adders = map add3 [1 .. 50]
      scaled = map (scale 3) [1 .. 200]
  print (sum (map (\f -> f 10 20) adders))
  print (sum scaled)
  print (applyAll (map linear [1 .. 30]) 5)
  print (sum (zipWith3 add3 [1 .. 100] [2 .. 101] [3 .. 102]))
  print (map (clamp 0 10) [-5, 3, 12, 7])
  print (clamp 1 2 5, scale 2 5, zipWith linear [1, 2, 3] [4, 5, 6])

add3 :: Int -> Int -> Int -> Int
add3 a b c = a + b * 2 + c * 3

scale :: Int -> Int -> Int
scale k x = k * x + 1

linear :: Int -> Int -> Int
linear a = \x -> a * x + a

applyAll :: [Int -> Int] -> Int -> Int
applyAll [] x = x
applyAll (f : fs) x = applyAll fs (f x `mod` 100003)

clamp :: Int -> Int -> Int -> Int
clamp lo hi x
  | x < lo = lo
  | x > hi = hi
  | otherwise = x
