-- Mutually recursive data types: a rose tree whose children are a forest,
-- and a forest that is a list of rose trees; built, then folded by
-- mutually recursive functions.
-- heap-ref-size: 10 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Rose = Rose Int Forest

data Forest = Nil | Grove Rose Forest

build :: Int -> Int -> Rose
build d x = Rose (walk 30 x `mod` 1000) (if d <= 0 then Nil else children (x `mod` 3 + 2) x)
  where
    children 0 _ = Nil
    children k y = Grove (build (d - 1) (y * 3 + k)) (children (k - 1) y)

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

sizeRose :: Rose -> Int
sizeRose (Rose _ f) = 1 + sizeForest f

sizeForest :: Forest -> Int
sizeForest Nil = 0
sizeForest (Grove r f) = sizeRose r + sizeForest f

sumRose :: Rose -> Int
sumRose (Rose x f) = (x + sumForest f) `mod` 1000003

sumForest :: Forest -> Int
sumForest Nil = 0
sumForest (Grove r f) = (sumRose r + sumForest f) `mod` 1000003

leaves :: Rose -> Int
leaves (Rose _ Nil) = 1
leaves (Rose _ f) = leavesF f
  where
    leavesF Nil = 0
    leavesF (Grove r g) = leaves r + leavesF g

main :: IO ()
main = do
  d <- sizeArg 5
  let t = build d 1
  print (sizeRose t)
  print (sumRose t)
  print (leaves t)
