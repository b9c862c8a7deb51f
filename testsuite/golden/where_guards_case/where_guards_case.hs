-- where clauses shared across guards, case with where-bound helpers, if chains
data Grade = A | B | C | F deriving (Show, Eq, Ord)

grade :: Int -> Grade
grade score
  | pct >= 90 = A
  | pct >= 75 = B
  | pct >= 50 = C
  | otherwise = F
  where
    pct = score * 100 `div` total
    total = 120

report :: [(String, Int)] -> [String]
report students = map line students
  where
    line (name, s) = pad name ++ " " ++ show (grade s) ++ remark (grade s)
    pad n = n ++ replicate (width - length n) ' '
    width = maximum (map (length . fst) students)
    remark g = case g of
      A -> " excellent"
      F -> " see me"
      _ | g < C -> " good"
        | otherwise -> ""

main :: IO ()
main = do
  mapM_ putStrLn (report [("ada", 115), ("brian", 95), ("cecilia", 61), ("dan", 12)])
  print (map grade [0, 60, 90, 108, 120])
  print [if g == A then 'a' else if g == B then 'b' else '-' | g <- [A, B, C, F]]
