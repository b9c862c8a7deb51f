-- Derived Show of infix constructors with fixities, negative numbers, nesting
infixl 6 :+:
infixl 7 :*:
infixr 5 :::

data Expr = Lit Int
          | Neg Expr
          | Expr :+: Expr
          | Expr :*: Expr
  deriving (Show, Eq)

data Stream = End | Int ::: Stream deriving Show

data Pair a b = a :& b deriving (Show, Eq, Ord)

data Op = Op { opName :: String, (<+>) :: Int } deriving Show

eval :: Expr -> Int
eval (Lit n) = n
eval (Neg e) = negate (eval e)
eval (a :+: b) = eval a + eval b
eval (a :*: b) = eval a * eval b

main :: IO ()
main = do
  let e1 = Lit 1 :+: Lit 2 :*: Lit 3
      e2 = (Lit 1 :+: Lit 2) :*: Lit (-3)
      e3 = Neg (Lit (-4) :+: Neg (Lit 5))
  print e1
  print e2
  print e3
  print (map eval [e1, e2, e3])
  print (1 ::: 2 ::: (-3) ::: End)
  print ((1 :: Int) :& 'x', Just ((-1.5 :: Double) :& [True]))
  print ((1 :: Int) :& (2 :: Int) < 1 :& 3, [Left (Lit 0), Right (Neg (Lit 0))])
  print (Op "plus" 3)
  print (Just (Lit (-7)), [Just (Neg (Lit 2) :*: Lit 3)])
