-- Functions passed as arguments, partial applications and closures
-- returned from functions: a function value allocated under one stack and
-- called under another appends its own stack to the caller's
applyTwice :: (Int -> Int) -> Int -> Int
applyTwice f x = f (f x)

compose :: [Int -> Int] -> Int -> Int
compose fs = foldr (.) id fs

scaleBy :: Int -> Int -> Int
scaleBy k x = k * x

addTo :: Int -> Int -> Int
addTo k x = k + x

makeAdder :: Int -> (Int -> Int)
makeAdder n = \x -> x + n

makeStep :: Int -> Int -> Int
makeStep m = let step x = (x * m) `mod` 1009 in step

iterateN :: Int -> (Int -> Int) -> Int -> [Int]
iterateN 0 _ x = [x]
iterateN k f x = x : iterateN (k - 1) f (f x)

mapPair :: (Int -> Int) -> (Int, Int) -> (Int, Int)
mapPair f (a, b) = (f a, f b)

main :: IO ()
main = do
  print (applyTwice (scaleBy 3) 7)
  print (applyTwice (addTo 10) 1, applyTwice (makeAdder 100) 1)
  let pipeline = [scaleBy 2, addTo 1, makeAdder 5, makeStep 7]
  print (map (compose pipeline) [1 .. 10])
  print (sum (iterateN 300 (makeStep 13) 1))
  print (mapPair (applyTwice (scaleBy 5)) (2, 3))
  print (zipWith ($) (map scaleBy [1, 2, 3]) [10, 20, 30])
  print (foldr addTo 0 [1 .. 100])
