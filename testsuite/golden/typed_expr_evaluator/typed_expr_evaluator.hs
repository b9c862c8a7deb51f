-- A typeclass-based expression evaluator: a class for values with an
-- instance for Integer and one for Bool, expressions parameterised over
-- the value type, an Eval class for environments, and Either for errors
data Expr v = Lit v
            | Var String
            | BinOp Op (Expr v) (Expr v)
            | If (Expr Bool) (Expr v) (Expr v)
  deriving Show

data Op = Add | Sub | Mul | Div | And | Or deriving (Show, Eq)

class Show v => Value v where
  applyOp :: Op -> v -> v -> Either String v
  truthy :: v -> Bool
  zero :: v

instance Value Integer where
  applyOp Add a b = Right (a + b)
  applyOp Sub a b = Right (a - b)
  applyOp Mul a b = Right (a * b)
  applyOp Div _ 0 = Left "division by zero"
  applyOp Div a b = Right (a `div` b)
  applyOp op _ _ = Left ("bad operator for Integer: " ++ show op)
  truthy = (/= 0)
  zero = 0

instance Value Bool where
  applyOp And a b = Right (a && b)
  applyOp Or a b = Right (a || b)
  applyOp op _ _ = Left ("bad operator for Bool: " ++ show op)
  truthy = id
  zero = False

type Env v = [(String, v)]

eval :: Value v => Env v -> Expr v -> Either String v
eval _ (Lit v) = Right v
eval env (Var x) = maybe (Left ("unbound: " ++ x)) Right (lookup x env)
eval env (BinOp op a b) = do
  x <- eval env a
  y <- eval env b
  applyOp op x y
eval env (If c t e) = do
  b <- eval [] c
  if truthy b then eval env t else eval env e

evalOr :: Value v => Env v -> Expr v -> v
evalOr env e = either (const zero) id (eval env e)

env1 :: Env Integer
env1 = [("x", 6), ("y", 7)]

main :: IO ()
main = do
  let e1 = BinOp Mul (Var "x") (BinOp Add (Var "y") (Lit 1))
  print (eval env1 e1)
  print (eval env1 (BinOp Div (Lit 10) (BinOp Sub (Var "x") (Lit 6))))
  print (eval env1 (BinOp And (Lit 1) (Lit 2)))
  print (eval [] (BinOp Or (Lit False) (BinOp And (Lit True) (Lit True))))
  print (eval env1 (If (BinOp Or (Lit False) (Lit True)) (Var "x") (Var "zz")))
  print (eval env1 (If (Lit False) (Var "x") (Var "zz")))
  print (evalOr env1 (Var "missing"), evalOr [("b", True)] (Var "b"))
  print (map (evalOr env1) [Lit 2 , BinOp Mul (Lit (2 ^ 40)) (Lit (2 ^ 40))])
  print (If (Lit True) (Lit (-1)) (BinOp Sub (Lit 0) (Var "n")) :: Expr Integer)
