-- A lazy accumulation leak through a tuple: foldl with a pair accumulator.
-- The pair is rebuilt at each step, but its two components are never
-- forced until the end, so two chains of (+) thunks grow with the input.
-- heap-ref-size: 100000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

mean :: [Double] -> Double
mean xs = total / fromIntegral count
  where
    (total, count) = foldl step (0, 0 :: Int) xs
    step (s, c) x = (s + x, c + 1)

-- A reading that takes some work to compute (a short pseudo-random walk).
reading :: Int -> Double
reading i = fromIntegral (walk 40 i `mod` 1000)
  where
    walk :: Int -> Int -> Int
    walk 0 acc = acc
    walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 2000
  print (mean (map reading [1 .. n]))
