-- A class of our own with instances for our own types, and overloaded
-- functions used at several types: one with a signature (total, whose
-- recursion passes the dictionary) and one without (tally: GHC -O0
-- reports the dictionary-taking function and its monomorphic copy
-- "tally1 local to tally").
-- ticky-allocd: yes (a reference with -ticky-allocd too)
data Shape = Circle Int | Rect Int Int
data Tree = Leaf | Node Tree Int Tree

class Measure a where
  measure :: a -> Int
  label :: a -> String
  label _ = "thing"

instance Measure Shape where
  measure (Circle r) = 3 * r * r
  measure (Rect w h) = w * h
  label (Circle _) = "circle"
  label (Rect _ _) = "rect"

instance Measure Tree where
  measure Leaf = 0
  measure (Node l x r) = measure l + x + measure r

instance Measure Int where
  measure n = n

total :: Measure a => [a] -> Int
total [] = 0
total (x : xs) = measure x + total xs

-- No signature: GHC generalises it to (Measure a, Num b) => [a] -> b, and
-- the recursion goes through a monomorphic copy (tally1 local to tally).
tally [] = 0
tally (x : xs) = fromIntegral (measure x) + tally xs

shapeTally :: [Shape] -> Integer
shapeTally ss = tally ss

treeTally :: [Tree] -> Int
treeTally ts = tally ts + 1

biggest :: Measure a => [a] -> Int
biggest xs = maximum (map measure xs)

build :: [Int] -> Tree
build [] = Leaf
build (x : xs) = Node (build [y | y <- xs, y < x]) x (build [y | y <- xs, y >= x])

main :: IO ()
main = do
  let shapes = [if even i then Circle i else Rect i (i + 1) | i <- [1 .. 60]]
      trees = [build [(k * 37) `mod` 101 | k <- [1 .. n]] | n <- [5, 10 .. 60]]
  print (total shapes, biggest shapes)
  print (total trees, biggest trees)
  print (total [1 .. 100 :: Int])
  print (shapeTally shapes, treeTally trees, treeTally [])
  putStrLn (concatMap label (take 4 shapes) ++ " " ++ label (head trees))
