-- Infix constructors with fixity declarations: derived Show uses the
-- declared precedence and associativity, parenthesises negative numbers,
-- and shows operator constructors in records and prefix position
infixl 6 :+
infixl 7 :*
infixr 5 :>
infix 4 :=

data E = Int :+ Int deriving (Show, Eq, Ord)

data T = L Int | T :* T | Neg T deriving Show

data Chain a = Nil | a :> Chain a deriving (Show, Eq)

data Eqn = T := T deriving Show

data Op = (:%) Int Int deriving Show

data Wrap = Wrap { unwrap :: E } deriving Show

size :: Chain a -> Int
size Nil = 0
size (_ :> rest) = 1 + size rest

toChain :: [a] -> Chain a
toChain = foldr (:>) Nil

main :: IO ()
main = do
  print (1 :+ 2)
  print (-1 :+ (-2))
  print [3 :+ 4, 0 :+ (-5)]
  print (Just (1 :+ 2), Left (3 :+ 4) :: Either E ())
  print (L 1 :* L 2 :* L (-3))
  print (L 1 :* (L 2 :* L 3))
  print (Neg (L 1 :* L 2))
  print (1 :> 2 :> 3 :> Nil)
  print (toChain [Just 'a', Nothing], size (toChain "hello"))
  print (toChain [1 :+ 1, (-2) :+ 2])
  print (L 1 :* L 2 := Neg (L 0))
  print ((:%) 7 (-8), Wrap (5 :+ 6), Wrap { unwrap = -1 :+ 1 })
  print (compare (1 :+ 2) (1 :+ 3), 2 :+ 0 > 1 :+ 9, toChain "ab" == 'a' :> 'b' :> Nil)
  print (showsPrec 6 (1 :+ 2) "", showsPrec 7 (1 :+ 2) "")
