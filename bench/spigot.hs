-- Benchmark: Integer arithmetic: digits of pi by a streaming spigot over
-- linear fractional transformations, digits of e by a mixed-radix spigot
size :: Int
size = 2400

-- a transformation (q r t) maps x to (q x + r) / t; the state of the pi
-- stream is composed from the terms (k, 4k+2, 2k+1) of the series
piDigits :: [Int]
piDigits = go (1, 0, 1) 1
  where
    go :: (Integer, Integer, Integer) -> Integer -> [Int]
    go (q, r, t) k =
      let d = (3 * q + r) `div` t
      in if d == (4 * q + r) `div` t
           then fromInteger d : go (10 * q, 10 * (r - d * t), t) k
           else go (q * k, (2 * q + r) * (2 * k + 1), t * (2 * k + 1)) (k + 1)

-- e = 2 + 1/2! + 1/3! + ...: n digits from a row of remainders, multiplied
-- by ten and carried from the right once per digit
eDigits :: Int -> [Int]
eDigits n = 2 : go n (replicate (n + 10) 1)
  where
    go 0 _ = []
    go m row = let (carry, row') = step row in carry : go (m - 1) row'
    step row = foldr carry (0, []) (zip [2 ..] row)
    carry (base, a) (c, acc) = let v = a * 10 + c in (v `div` base, v `mod` base : acc)

showDigits :: [Int] -> [String]
showDigits ds = chunk (concatMap show ds)
  where chunk [] = []
        chunk s = take 60 s : chunk (drop 60 s)

-- sqrt 2 by Newton's method on Integers scaled by 10^n
sqrt2 :: Int -> Integer
sqrt2 n = go (14 * 10 ^ (n - 1))
  where
    target = 2 * 10 ^ (2 * n)
    go x = let x' = (x + target `div` x) `div` 2 in if abs (x' - x) <= 1 then x' else go x'

main :: IO ()
main = do
  let ps = take size piDigits
  mapM_ putStrLn (showDigits (take 240 ps))
  putStrLn ("pi: " ++ show size ++ " digits, sum " ++ show (sum ps) ++ ", last ten " ++ concatMap show (drop (size - 10) ps))
  let es = eDigits (size * 2 `div` 3)
  mapM_ putStrLn (showDigits (take 120 es))
  putStrLn ("e: " ++ show (length es) ++ " digits, sum " ++ show (sum es) ++ ", last ten " ++ concatMap show (drop (length es - 10) es))
  let r = show (sqrt2 size)
  putStrLn ("sqrt 2: " ++ take 50 r ++ "... digit sum " ++ show (sum (map (\c -> fromEnum c - 48) r)))
