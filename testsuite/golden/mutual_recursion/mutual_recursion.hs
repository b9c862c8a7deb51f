-- Mutually recursive functions at top level and in where clauses
isEven', isOdd' :: Int -> Bool
isEven' 0 = True
isEven' n = isOdd' (n - 1)
isOdd' 0 = False
isOdd' n = isEven' (n - 1)

-- a tiny recursive-descent parser for sums of products of digits
expr :: String -> (Int, String)
expr s = let (t, rest) = term s in sumRest t rest
  where
    sumRest acc ('+' : r) = let (t, r') = term r in sumRest (acc + t) r'
    sumRest acc r = (acc, r)
    term s' = let (f, r) = factor s' in prodRest f r
    prodRest acc ('*' : r) = let (f, r') = factor r in prodRest (acc * f) r'
    prodRest acc r = (acc, r)
    factor ('(' : r) = case expr r of
      (v, ')' : r') -> (v, r')
      (v, r') -> (v, r')
    factor (c : r) = (fromEnum c - fromEnum '0', r)
    factor [] = (0, [])

hofstadter :: Int -> (Int, Int)
hofstadter n = (f n, m n)
  where
    f 0 = 1
    f k = k - m (f (k - 1))
    m 0 = 0
    m k = k - f (m (k - 1))

main :: IO ()
main = do
  print (map isEven' [0, 1, 10, 25], isOdd' 999)
  print (map (fst . expr) ["1+2*3", "(1+2)*3", "2*(3+4)*5+1", "9"])
  print (snd (expr "1+1)rest"))
  print (map hofstadter [0 .. 12])
