-- Mutual recursion, top-level and local: each function's stack node is
-- re-used when it is already on the stack (the stack is truncated back)
isEven :: Int -> Bool
isEven 0 = True
isEven n = isOdd (n - 1)

isOdd :: Int -> Bool
isOdd 0 = False
isOdd n = isEven (n - 1)

-- a recursive-descent evaluator of "digit ((+|*) digit)*" with parentheses
expr :: String -> (Int, String)
expr s = sumRest t rest
  where
    (t, rest) = term s
    sumRest acc ('+' : r) = let (v, r') = term r in sumRest (acc + v) r'
    sumRest acc r = (acc, r)

term :: String -> (Int, String)
term s = prodRest f rest
  where
    (f, rest) = factor s
    prodRest acc ('*' : r) = let (v, r') = factor r in prodRest (acc * v) r'
    prodRest acc r = (acc, r)

factor :: String -> (Int, String)
factor ('(' : r) = case expr r of
  (v, ')' : r') -> (v, r')
  (v, r') -> (v, r')
factor (c : r) = (fromEnum c - fromEnum '0', r)
factor [] = (0, [])

hof :: Int -> (Int, Int)
hof n = (fem n, male n)
  where
    fem 0 = 1
    fem k = k - male (fem (k - 1))
    male 0 = 0
    male k = k - fem (male (k - 1))

main :: IO ()
main = do
  print (map isEven [0, 7, 100, 333])
  print (isOdd 1001)
  print (map (fst . expr) ["1+2*3", "(1+2)*3", "2*(3+(4*2))*5+1"])
  print (map hof [5, 10, 15])
