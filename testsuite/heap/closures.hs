-- Partial applications and closures kept in a data structure: a list of
-- named operations, each a partially applied function or a lambda that
-- captures its variables, applied to many inputs.
-- heap-ref-size: 3000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Op = Op String (Int -> Int)

affine :: Int -> Int -> Int -> Int
affine a b x = (a * x + b) `mod` 10007

ops :: Int -> [Op]
ops n = concat [[Op "affine" (affine k (k + 1)), Op "shift" (\x -> (x + k * k) `mod` 10007), Op "twice" (twice k)] | k <- [1 .. n]]
  where
    twice k = let f = affine k 3 in f . f

applyAll :: [Op] -> Int -> Int
applyAll os x = foldl (\acc (Op _ f) -> f acc) x os

main :: IO ()
main = do
  n <- sizeArg 200
  let os = ops n
  print (length os)
  print (sum (map (applyAll os) [1 .. 200]) `mod` 10007)
  print (map (applyAll os) [1 .. 5])
  print (length [() | Op name _ <- os, name == "shift"])
