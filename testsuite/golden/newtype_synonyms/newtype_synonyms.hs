-- newtype, type synonyms and polymorphic data types
newtype Wrapper = Wrapper Int deriving (Show, Eq, Ord)
newtype Name = Name { unName :: String } deriving Show

type Pair a = (a, a)
type Table k v = [(k, v)]

data Box a = Empty | Box a | TwoBoxes (Box a) (Box a) deriving (Show, Eq)

swapPair :: Pair a -> Pair a
swapPair (x, y) = (y, x)

lookupAll :: Eq k => k -> Table k v -> [v]
lookupAll k t = [v | (k', v) <- t, k == k']

unbox :: Box a -> [a]
unbox Empty = []
unbox (Box x) = [x]
unbox (TwoBoxes a b) = unbox a ++ unbox b

mapBox :: (a -> b) -> Box a -> Box b
mapBox _ Empty = Empty
mapBox f (Box x) = Box (f x)
mapBox f (TwoBoxes a b) = TwoBoxes (mapBox f a) (mapBox f b)

main :: IO ()
main = do
  print (Wrapper 5, Wrapper (-5), Wrapper 3 < Wrapper 4, maximum [Wrapper 2, Wrapper 9, Wrapper 1])
  print (Name "lazy", unName (Name "rts"))
  print (swapPair (1 :: Int, 2), swapPair ("a", "b"))
  print (lookupAll 'x' [('x', 1 :: Int), ('y', 2), ('x', 3)])
  let b = TwoBoxes (Box 1) (TwoBoxes Empty (Box (-2))) :: Box Int
  print b
  print (mapBox show b, unbox (mapBox (* 10) b), b == b, mapBox negate b == b)
  print (Just (Wrapper 0), [Box (Name "n")])
