-- show of nested data with operators and negative numbers: derived
-- showsPrec next to a hand-written showsPrec instance that uses
-- showParen/showString/showsPrec with precedences
infixl 6 :+:
infixl 7 :*:

data Expr = Num Integer
          | Var String
          | Expr :+: Expr
          | Expr :*: Expr
          | Neg Expr
  deriving (Show, Eq)

newtype Pretty = Pretty Expr

instance Show Pretty where
  showsPrec d (Pretty e) = go d e
    where
      go _ (Num n) = showsPrec 11 n
      go _ (Var v) = showString v
      go p (a :+: b) = showParen (p > 6) (go 6 a . showString " + " . go 7 b)
      go p (a :*: b) = showParen (p > 7) (go 7 a . showString " * " . go 8 b)
      go p (Neg a) = showParen (p > 9) (showString "-" . go 10 a)

data Shape = Circle Double | Poly [(Int, Int)] | Labelled String (Maybe Shape)
  deriving Show

data V = V Int Int deriving Show

instance Num V where
  V a b + V c d = V (a + c) (b + d)
  V a b * V c d = V (a * c) (b * d)
  abs (V a b) = V (abs a) (abs b)
  signum (V a b) = V (signum a) (signum b)
  fromInteger n = V (fromInteger n) (fromInteger n)
  negate (V a b) = V (negate a) (negate b)

main :: IO ()
main = do
  let e = (Num 1 :+: Var "x") :*: Neg (Num (-2)) :+: Num 3 :*: Num 4
  print e
  print (Pretty e)
  print (Neg (Neg (Num (-5))))
  print (Pretty (Neg (Neg (Num (-5)))), Just (Pretty (Var "y" :+: Num 0)))
  print [Circle (-1.0), Poly [(0, -1), (-2, 3)], Labelled "s" (Just (Circle 0.5)), Labelled "" Nothing]
  print (V 1 (-2) + 3, negate (V 4 5) * 2, Just (V (-1) 0))
  print (showsPrec 11 (-5 :: Int) "", showsPrec 10 (Just 'a') "!", shows (Num 2) "")
  putStrLn (showParen True (showString "a" . showChar ' ' . shows (3 :: Int)) "")
  print (show (Just (Left (-2) :: Either Int Bool)), show (Right (Just [Num 1]) :: Either () (Maybe [Expr])))
  print ((-1, -2.5) :: (Int, Double), [-1, 2, -3 :: Integer], Just [Just (-0.5 :: Double)])
