module Main where

-- -fprof-cafs: every CAF gets its own cost centre (labelled CAF:name,
-- with the span of the name) instead of sharing the module's CAF centre.
-- The module header exports everything, so GHC's CAF labels carry no
-- internal suffixes; only Int and String values are shown, so GHC makes
-- no Show-dictionary CAFs of its own.
squares :: [Int]
squares = [n * n | n <- [1 .. 300]]

total :: Int
total = sum squares

oddSquares :: [Int]
oddSquares = filter odd squares

greeting :: String
greeting = "sum of squares: "

compute :: Int -> Int
compute k = total `mod` k + length oddSquares

pointFree :: [Int] -> Int
pointFree = sum . map (* 3)

unused :: Int
unused = length squares

main :: IO ()
main = do
  putStrLn (greeting ++ show total)
  mapM_ (print . compute) [7, 11, 13]
  print (pointFree squares)
  putStrLn (unwords (map show (take 5 oddSquares)))
