-- Roman numerals in both directions
toRoman :: Int -> String
toRoman 0 = ""
toRoman n = let (v, s) = head [(v', s') | (v', s') <- table, v' <= n] in s ++ toRoman (n - v)
  where
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

fromRoman :: String -> Int
fromRoman s = go (map value s)
  where
    go (a : b : rest) | a < b = b - a + go rest
                      | otherwise = a + go (b : rest)
    go [a] = a
    go [] = 0
    value c = case c of
      'I' -> 1; 'V' -> 5; 'X' -> 10; 'L' -> 50
      'C' -> 100; 'D' -> 500; 'M' -> 1000
      _ -> error ("not a roman digit: " ++ [c])

main :: IO ()
main = do
  mapM_ (\n -> putStrLn (show n ++ " = " ++ toRoman n)) [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
  print (all (\n -> fromRoman (toRoman n) == n) [1 .. 3999])
  print (map fromRoman ["MCMXCIV", "XLII", "MMXXIV"])
