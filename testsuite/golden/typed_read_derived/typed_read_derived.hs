-- deriving (Read) as GHC derives it: nullary, prefix, record and infix
-- constructors (with their fixity, and backquoted), operator constructors
-- used prefix, negative numbers, parentheses and precedence (readsPrec d),
-- parametrised types, newtypes, nesting in lists, tuples, Maybe and
-- Either; reads and readMaybe for what does not parse; read (show x)
import Text.Read (readMaybe)

infixl 6 :+:
infixr 5 :::

data Colour = Red | Green | Blue deriving (Show, Read, Eq, Ord)

data Shape = Circle Double | Rect Int Int | Tri { a :: Int, b :: Int, (%%) :: Int }
  deriving (Show, Read)

data Expr = Lit Int | Expr :+: Expr | Neg Expr | Int `Pow` Int | (:$) Int Int
  deriving (Show, Read)

data L a = Nil | a ::: L a deriving (Show, Read)

data P a b = P a b deriving (Show, Read)

newtype N = N Int deriving (Show, Read)

newtype W = W { unW :: [Maybe Colour] } deriving (Show, Read)

data U = U deriving (Show, Read)

data E = E {} deriving (Show, Read)

data Item = Item { name :: String, qty :: Int, price :: Double, tags :: [Colour] }
  deriving (Show, Read)

-- a non-nullary constructor before the nullary ones: GHC tries the
-- nullary ones first, which decides the order of `reads` results
data Mixed = M Int | Z | Y deriving (Show, Read)

rs :: Read a => String -> [(a, String)]
rs = reads

main :: IO ()
main = do
  print (read "Red" :: Colour, read " ( Blue ) " :: Colour, read "[Red,Green]" :: [Colour])
  print (rs "Green rest" :: [(Colour, String)], rs "Purple" :: [(Colour, String)])
  print (read "Circle 2.5" :: Shape, read "Circle 3" :: Shape)
  print (read "Rect 1 (-2)" :: Shape, read "Rect 1 -2" :: Shape)
  print (read "Tri {a = 1, b = -2, (%%) = 3}" :: Shape, read " Tri{a=1,b=2,(%%)=3} " :: Shape)
  print (readMaybe "Tri {b = 1, a = 2, (%%) = 3}" :: Maybe Shape)
  print (readMaybe "Tri {a = 1, b = 2}" :: Maybe Shape)
  print (read "Lit 1 :+: Lit 2" :: Expr, readMaybe "Lit 1 :+: Lit 2 :+: Lit 3" :: Maybe Expr)
  print (read "(Lit 1 :+: Lit 2) :+: Lit 3" :: Expr)
  print (read "Neg (Lit 3)" :: Expr, read "2 `Pow` 3" :: Expr, read "(:$) 1 2" :: Expr)
  print (readMaybe "Neg Lit 3" :: Maybe Expr, readMaybe "1 :$ 2" :: Maybe Expr)
  print (rs "Lit 1 :+: Lit 2 rest" :: [(Expr, String)])
  print (read "1 ::: (2 ::: Nil)" :: L Int, read "'a' ::: Nil" :: L Char)
  print (readMaybe "1 ::: 2 ::: Nil" :: Maybe (L Int))
  print (read "P \"x\" [1,2]" :: P String [Int])
  print (read "P (Just 1) (Left 'c')" :: P (Maybe Int) (Either Char Int))
  print (read "N 5" :: N, read "N (-5)" :: N, read "W {unW = [Just Red,Nothing]}" :: W)
  print (read "U" :: U, read "E" :: E, readMaybe "E {}" :: Maybe E)
  print (read "[(Red,N 1),(Blue,N 2)]" :: [(Colour, N)])
  print (read "Just (P 1 2)" :: Maybe (P Int Int), readMaybe "Just P 1 2" :: Maybe (Maybe (P Int Int)))
  print (readsPrec 11 "Rect 1 2" :: [(Shape, String)], readsPrec 10 "Rect 1 2" :: [(Shape, String)])
  print (readsPrec 11 "Tri {a = 1, b = 2, (%%) = 3}" :: [(Shape, String)])
  print (readsPrec 7 "Lit 1 :+: Lit 2" :: [(Expr, String)])
  print (readsPrec 6 "Lit 1 :+: Lit 2" :: [(Expr, String)])
  print (readsPrec 11 "Red" :: [(Colour, String)], readsPrec 11 "(Rect 1 2)" :: [(Shape, String)])
  let item = Item "tea \"green\"" 3 2.5e-2 [Green, Red]
  print (read (show item) :: Item)
  print (read (show [Tri 1 (-2) 3, Circle (-0.5)]) :: [Shape])
  print (read (show [Lit 1 :+: Neg (Lit (-2)), 4 `Pow` 5]) :: [Expr])
  print (read "((Red))" :: Colour, read "  [ ( Red ) , Blue ]  " :: [Colour])
  print (read "(Red, Circle 1.0, [Just (N 2)], Left U)" :: (Colour, Shape, [Maybe N], Either U E))
  print (rs "Z" :: [(Mixed, String)], rs "M 1 Y" :: [(Mixed, String)])
  print (map (readMaybe :: String -> Maybe Colour) (words "Red green Blue Yellow"))
