-- Benchmark: a small interpreter for an expression language (data types, environments)
size :: Int
size = 27

data Expr = Num Int
          | Var String
          | Add Expr Expr
          | Sub Expr Expr
          | Mul Expr Expr
          | Lt Expr Expr
          | If Expr Expr Expr
          | Let String Expr Expr
          | Call String [Expr]

data Value = IntV Int | Err String

type Env = [(String, Int)]
type Fun = (String, ([String], Expr))

eval :: [Fun] -> Env -> Expr -> Value
eval _ _ (Num n) = IntV n
eval _ env (Var v) = maybe (Err ("unbound " ++ v)) IntV (lookup v env)
eval fs env (Add a b) = binop (+) (eval fs env a) (eval fs env b)
eval fs env (Sub a b) = binop (-) (eval fs env a) (eval fs env b)
eval fs env (Mul a b) = binop (*) (eval fs env a) (eval fs env b)
eval fs env (Lt a b) = binop (\x y -> if x < y then 1 else 0) (eval fs env a) (eval fs env b)
eval fs env (If c t e) = case eval fs env c of
  IntV 0 -> eval fs env e
  IntV _ -> eval fs env t
  err -> err
eval fs env (Let v e body) = case eval fs env e of
  IntV x -> eval fs ((v, x) : env) body
  err -> err
eval fs env (Call f args) = case lookup f fs of
  Nothing -> Err ("no function " ++ f)
  Just (params, body) -> case evalArgs fs env args of
    Left msg -> Err msg
    Right vs -> eval fs (zip params vs) body

evalArgs :: [Fun] -> Env -> [Expr] -> Either String [Int]
evalArgs _ _ [] = Right []
evalArgs fs env (e : es) = case eval fs env e of
  Err msg -> Left msg
  IntV v -> case evalArgs fs env es of
    Left msg -> Left msg
    Right vs -> Right (v : vs)

binop :: (Int -> Int -> Int) -> Value -> Value -> Value
binop op (IntV a) (IntV b) = IntV (op a b)
binop _ (Err m) _ = Err m
binop _ _ (Err m) = Err m

program :: [Fun]
program =
  [ ("fib", (["n"], If (Lt (Var "n") (Num 2)) (Var "n")
                       (Add (Call "fib" [Sub (Var "n") (Num 1)]) (Call "fib" [Sub (Var "n") (Num 2)]))))
  , ("sumTo", (["n"], If (Var "n") (Add (Var "n") (Call "sumTo" [Sub (Var "n") (Num 1)])) (Num 0)))
  , ("bad", ([], Var "nowhere"))
  ]

showValue :: Value -> String
showValue (IntV n) = "IntV " ++ show n
showValue (Err m) = "Err " ++ m

main :: IO ()
main = do
  putStrLn (showValue (eval program [] (Call "fib" [Num size])))
  putStrLn (showValue (eval program [] (Call "sumTo" [Num (size * 100)])))
  putStrLn (showValue (eval program [] (Let "x" (Num 5) (Mul (Var "x") (Call "bad" [])))))
