-- Maybe, Either and tuple heavy data: a list of parsed records, each an
-- Either of an error message or a tuple holding Maybes, kept while it is
-- partitioned and summarised several ways.
-- heap-ref-size: 100000 (the argument of the GHC reference run)
import System.Environment (getArgs)
import Data.Either (partitionEithers, lefts)
import Data.Maybe (catMaybes, fromMaybe, isJust)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

type Record = (Int, Maybe Int, Maybe (Int, Int))

parse :: Int -> Either String Record
parse i
  | i `mod` 17 == 0 = Left ("bad record " ++ show i)
  | otherwise = Right (i, optional 3, pair)
  where
    optional k = if i `mod` k == 0 then Nothing else Just (walk 40 (i * k) `mod` 1000)
    pair = if even i then Just (i `div` 2, i `mod` 13) else Nothing

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

lookupAll :: Int -> [Either String Record] -> Maybe Int
lookupAll k rs = case [b | Right (a, Just b, _) <- rs, a == k] of
  (b : _) -> Just b
  [] -> Nothing

main :: IO ()
main = do
  n <- sizeArg 500
  let rs = map parse [1 .. n]
      (bad, good) = partitionEithers rs
      seconds = catMaybes [m | (_, m, _) <- good]
      pairs = catMaybes [p | (_, _, p) <- good]
  print (length bad)
  print (length good)
  print (sum seconds `mod` 1000003)
  print (sum (map (uncurry (+)) pairs) `mod` 1000003)
  print (length (filter isJust [m | (_, m, _) <- good]))
  print (fromMaybe 0 (lookupAll (n `div` 2 + 1) rs))
  putStrLn (last (lefts rs))
