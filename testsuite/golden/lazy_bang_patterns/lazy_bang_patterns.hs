{-# LANGUAGE BangPatterns #-}
-- Lazy (irrefutable) patterns and bang patterns
lazyPair :: (Int, Int) -> Int
lazyPair ~(_, _) = 42

strictPair :: (Int, Int) -> Int
strictPair (_, _) = 42

splitEvens :: [Int] -> ([Int], [Int])
splitEvens [] = ([], [])
splitEvens (x : xs) = let ~(es, os) = splitEvens xs
                      in if even x then (x : es, os) else (es, x : os)

firstArg :: Int -> Int -> Int
firstArg !x _ = x

sumStrict :: [Int] -> Int
sumStrict = go 0
  where
    go !acc [] = acc
    go !acc (y : ys) = go (acc + y) ys

fibPair :: Int -> (Integer, Integer)
fibPair 0 = (0, 1)
fibPair n = let ~(a, b) = fibPair (n - 1) in (b, a + b)

main :: IO ()
main = do
  print (lazyPair undefined)
  print (strictPair (undefined, undefined))
  print (splitEvens [1 .. 12])
  print (take 5 (fst (splitEvens [0 ..])))
  print (firstArg 3 undefined, sumStrict [1 .. 1000])
  print (fst (fibPair 90))
  let !y = 6 * 7 :: Int
      ~(Just z) = Nothing :: Maybe Int
  print y
  let f ~[a, b] = "irrefutable"
  putStrLn (f [])
