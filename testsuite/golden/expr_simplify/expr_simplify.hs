-- Symbolic expressions: simplification, differentiation, pretty printing
data Expr = Const Int
          | Var String
          | Add Expr Expr
          | Mul Expr Expr
          | Pow Expr Int
  deriving (Show, Eq)

simplify :: Expr -> Expr
simplify (Add a b) = case (simplify a, simplify b) of
  (Const 0, e) -> e
  (e, Const 0) -> e
  (Const x, Const y) -> Const (x + y)
  (x, y) -> Add x y
simplify (Mul a b) = case (simplify a, simplify b) of
  (Const 0, _) -> Const 0
  (_, Const 0) -> Const 0
  (Const 1, e) -> e
  (e, Const 1) -> e
  (Const x, Const y) -> Const (x * y)
  (x, y) -> Mul x y
simplify (Pow _ 0) = Const 1
simplify (Pow e 1) = simplify e
simplify (Pow e n) = Pow (simplify e) n
simplify e = e

diff :: String -> Expr -> Expr
diff _ (Const _) = Const 0
diff x (Var y) = Const (if x == y then 1 else 0)
diff x (Add a b) = Add (diff x a) (diff x b)
diff x (Mul a b) = Add (Mul (diff x a) b) (Mul a (diff x b))
diff x (Pow e n) = Mul (Mul (Const n) (Pow e (n - 1))) (diff x e)

pretty :: Expr -> String
pretty = go 0
  where
    go :: Int -> Expr -> String
    go _ (Const n) = show n
    go _ (Var v) = v
    go p (Add a b) = paren (p > 6) (go 6 a ++ " + " ++ go 7 b)
    go p (Mul a b) = paren (p > 7) (go 7 a ++ " * " ++ go 8 b)
    go p (Pow e n) = paren (p > 8) (go 9 e ++ "^" ++ show n)
    paren True s = "(" ++ s ++ ")"
    paren False s = s

eval :: [(String, Int)] -> Expr -> Int
eval _ (Const n) = n
eval env (Var v) = maybe (error ("unbound " ++ v)) id (lookup v env)
eval env (Add a b) = eval env a + eval env b
eval env (Mul a b) = eval env a * eval env b
eval env (Pow e n) = eval env e ^ n

main :: IO ()
main = do
  let e = Add (Mul (Const 3) (Pow (Var "x") 2)) (Add (Mul (Const (-2)) (Var "x")) (Const 7))
  print e
  putStrLn (pretty e)
  let d = diff "x" e
  putStrLn (pretty d)
  print (simplify d)
  putStrLn (pretty (simplify d))
  print (map (\v -> eval [("x", v)] e) [-2 .. 3])
  print (simplify (Mul (Add (Const 0) (Var "y")) (Pow (Var "z") 0)) == Var "y")
  putStrLn (pretty (Mul (Add (Var "a") (Var "b")) (Pow (Add (Var "c") (Const 1)) 3)))
