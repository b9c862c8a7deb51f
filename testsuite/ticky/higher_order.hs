-- Higher-order functions: map/foldr/filter with lambdas and sections, and
-- home-made versions taking functions as arguments.
-- ticky-allocd: yes (a reference with -ticky-allocd too)
main :: IO ()
main = do
  let xs = [1 .. 400] :: [Int]
  print (sum (map (\x -> x * x `mod` 7) xs))
  print (foldr (\x acc -> if odd x then acc + x else acc) 0 xs)
  print (length (filter (> 250) xs), sum (map (* 3) xs), sum (map (subtract 1) xs))
  print (myFoldr (+) 0 (myMap (2 *) xs))
  print (myFoldr max 0 (myMap (`mod` 97) xs))
  print (applyN 5 (myMap (+ 1)) [1, 2, 3], applyN 30 (`div` 2) (10 ^ 9 :: Int))
  print (sum (scaleAll 3 xs), scaleAll 10 [1, 2, 3])
  print (compose [(+ 1), (* 2), subtract 3] 10)

myMap :: (a -> b) -> [a] -> [b]
myMap _ [] = []
myMap f (y : ys) = f y : myMap f ys

myFoldr :: (a -> b -> b) -> b -> [a] -> b
myFoldr _ z [] = z
myFoldr f z (y : ys) = f y (myFoldr f z ys)

-- A local function that captures an argument and is passed on: a closure
-- allocated at each call of scaleAll (recursive, so GHC keeps its name).
scaleAll :: Int -> [Int] -> [Int]
scaleAll k ys = myMap step ys
  where
    step y
      | y > 300 = step (y - 300)
      | otherwise = k * y + 1

applyN :: Int -> (a -> a) -> a -> a
applyN 0 _ x = x
applyN k f x = f (applyN (k - 1) f x)

compose :: [a -> a] -> a -> a
compose fs x = foldr ($) x fs
