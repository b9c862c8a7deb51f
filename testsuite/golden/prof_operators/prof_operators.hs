-- User-defined operators, backquoted functions and operator sections:
-- an operator's cost centre is labelled with the operator itself
infixl 6 <+>
infixl 7 <.>
infixr 5 +++

data V = V Int Int
  deriving (Show, Eq)

(<+>) :: V -> V -> V
V a b <+> V c d = V (a + c) (b + d)

(<.>) :: Int -> V -> V
k <.> V a b = V (k * a) (k * b)

(+++) :: [a] -> [a] -> [a]
xs +++ ys = foldr (:) ys xs

dot :: V -> V -> Int
dot (V a b) (V c d) = a * c + b * d

norm1 :: V -> Int
norm1 v = v `dot` v

main :: IO ()
main = do
  let vs = [V i (i * 2 - 5) | i <- [1 .. 50]]
  print (foldr (<+>) (V 0 0) vs)
  print (map (3 <.>) (take 3 vs))
  print (sum (map norm1 vs))
  print (length ([1 .. 10 :: Int] +++ [11 .. 20] +++ [21 .. 25]))
  print (2 <.> V 1 1 <+> V 10 10)
  print (map (`dot` V 1 0) (take 4 vs))
