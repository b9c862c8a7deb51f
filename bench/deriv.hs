-- Benchmark: a symbolic rewriter: differentiate expressions, simplify them
-- by rewriting to a fixed point, print and evaluate them
size :: Int
size = 7

data Expr = Con Integer
          | Var String
          | Add Expr Expr
          | Mul Expr Expr
          | Pow Expr Integer
          | Neg Expr
          | Sin Expr
          | Cos Expr
          | Exp Expr
          | Ln Expr
  deriving (Eq, Ord)

-- printing with the fewest parentheses: precedences 6 (+), 7 (*), 8 (^)
instance Show Expr where
  showsPrec _ (Con n) = shows n
  showsPrec _ (Var v) = showString v
  showsPrec p (Add a (Neg b)) = showParen (p > 6) (showsPrec 6 a . showString " - " . showsPrec 7 b)
  showsPrec p (Add a b) = showParen (p > 6) (showsPrec 6 a . showString " + " . showsPrec 7 b)
  showsPrec p (Mul a b) = showParen (p > 7) (showsPrec 7 a . showString "*" . showsPrec 8 b)
  showsPrec p (Pow a n) = showParen (p > 8) (showsPrec 9 a . showString "^" . shows n)
  showsPrec p (Neg a) = showParen (p > 6) (showString "-" . showsPrec 7 a)
  showsPrec _ (Sin a) = showString "sin(" . shows a . showString ")"
  showsPrec _ (Cos a) = showString "cos(" . shows a . showString ")"
  showsPrec _ (Exp a) = showString "exp(" . shows a . showString ")"
  showsPrec _ (Ln a) = showString "ln(" . shows a . showString ")"

diff :: String -> Expr -> Expr
diff _ (Con _) = Con 0
diff x (Var y) = Con (if x == y then 1 else 0)
diff x (Add a b) = Add (diff x a) (diff x b)
diff x (Mul a b) = Add (Mul (diff x a) b) (Mul a (diff x b))
diff x (Pow a n) = Mul (Mul (Con n) (Pow a (n - 1))) (diff x a)
diff x (Neg a) = Neg (diff x a)
diff x (Sin a) = Mul (Cos a) (diff x a)
diff x (Cos a) = Neg (Mul (Sin a) (diff x a))
diff x (Exp a) = Mul (Exp a) (diff x a)
diff x (Ln a) = Mul (Pow a (-1)) (diff x a)

-- one bottom-up pass of rewriting rules
simplify1 :: Expr -> Expr
simplify1 e = rule (descend e)
  where
    descend (Add a b) = Add (simplify1 a) (simplify1 b)
    descend (Mul a b) = Mul (simplify1 a) (simplify1 b)
    descend (Pow a n) = Pow (simplify1 a) n
    descend (Neg a) = Neg (simplify1 a)
    descend (Sin a) = Sin (simplify1 a)
    descend (Cos a) = Cos (simplify1 a)
    descend (Exp a) = Exp (simplify1 a)
    descend (Ln a) = Ln (simplify1 a)
    descend other = other

rule :: Expr -> Expr
rule (Add (Con 0) b) = b
rule (Add a (Con 0)) = a
rule (Add (Con m) (Con n)) = Con (m + n)
rule (Add a (Con n)) = Add (Con n) a
rule (Add (Con m) (Add (Con n) b)) = Add (Con (m + n)) b
rule (Add a (Add b c)) | b < a = Add b (Add a c)
rule (Add a b)
  | a == b = Mul (Con 2) a
  | b < a && not (isAdd a) = Add b a
rule (Add (Mul (Con m) a) (Mul (Con n) b)) | a == b = Mul (Con (m + n)) a
rule (Mul (Con 0) _) = Con 0
rule (Mul _ (Con 0)) = Con 0
rule (Mul (Con 1) b) = b
rule (Mul a (Con 1)) = a
rule (Mul (Con m) (Con n)) = Con (m * n)
rule (Mul a (Con n)) = Mul (Con n) a
rule (Mul (Con m) (Mul (Con n) b)) = Mul (Con (m * n)) b
rule (Mul a (Mul (Con n) b)) = Mul (Con n) (Mul a b)
rule (Mul (Mul a b) c) = Mul a (Mul b c)
rule (Mul a b) | a == b = Pow a 2
rule (Mul (Pow a m) (Pow b n)) | a == b = Pow a (m + n)
rule (Mul a (Pow b n)) | a == b = Pow a (n + 1)
rule (Mul (Pow a n) b) | a == b = Pow a (n + 1)
rule (Mul (Neg a) b) = Neg (Mul a b)
rule (Mul a (Neg b)) = Neg (Mul a b)
rule (Pow _ 0) = Con 1
rule (Pow a 1) = a
rule (Pow (Con m) n) | n >= 0 = Con (m ^ n)
rule (Pow (Pow a m) n) = Pow a (m * n)
rule (Neg (Con n)) = Con (negate n)
rule (Neg (Neg a)) = a
rule (Add (Neg a) (Neg b)) = Neg (Add a b)
rule (Ln (Exp a)) = a
rule (Exp (Ln a)) = a
rule e = e

isAdd :: Expr -> Bool
isAdd (Add _ _) = True
isAdd _ = False

simplify :: Expr -> Expr
simplify e = let e' = simplify1 e in if e' == e then e else simplify e'

size' :: Expr -> Int
size' (Add a b) = 1 + size' a + size' b
size' (Mul a b) = 1 + size' a + size' b
size' (Pow a _) = 1 + size' a
size' (Neg a) = 1 + size' a
size' (Sin a) = 1 + size' a
size' (Cos a) = 1 + size' a
size' (Exp a) = 1 + size' a
size' (Ln a) = 1 + size' a
size' _ = 1

-- exact evaluation of polynomials at an integer point (Nothing for the
-- transcendental functions)
evalAt :: Integer -> Expr -> Maybe Integer
evalAt _ (Con n) = Just n
evalAt v (Var _) = Just v
evalAt v (Add a b) = do { x <- evalAt v a; y <- evalAt v b; return (x + y) }
evalAt v (Mul a b) = do { x <- evalAt v a; y <- evalAt v b; return (x * y) }
evalAt v (Pow a n) | n >= 0 = do { x <- evalAt v a; return (x ^ n) }
evalAt v (Neg a) = fmap negate (evalAt v a)
evalAt _ _ = Nothing

x, y :: Expr
x = Var "x"
y = Var "y"

examples :: [Expr]
examples =
  [ Pow (Add x (Con 1)) 5
  , Mul (Sin x) (Cos x)
  , Exp (Mul (Con 3) (Pow x 2))
  , Ln (Add (Pow x 2) (Con 1))
  , Mul (Pow x 3) (Exp (Neg x))
  , Add (Mul x y) (Pow (Add x y) 3)
  , Sin (Sin (Sin x))
  , Mul (Add x (Con 2)) (Mul (Add x (Con 3)) (Add x (Con 5)))
  ]

main :: IO ()
main = do
  mapM_ (\e -> do
           let ds = take (size + 1) (iterate (simplify . diff "x") e)
           putStrLn ("f       = " ++ show e)
           putStrLn ("f'      = " ++ show (ds !! 1))
           putStrLn ("f''     = " ++ show (ds !! 2))
           putStrLn ("sizes   = " ++ show (map size' ds))
           putStrLn ("raw     = " ++ show (map size' (take 4 (iterate (diff "x") e))))
           putStrLn ("at 2    = " ++ show (map (evalAt 2) ds)))
        examples
  -- a polynomial's derivatives, simplified, vanish after its degree
  let p = foldr1 Add [Mul (Con (toInteger k)) (Pow x (toInteger k)) | k <- [1 .. size * 2]]
  print (map (evalAt 3) (take (size * 2 + 2) (iterate (simplify . diff "x") p)))
