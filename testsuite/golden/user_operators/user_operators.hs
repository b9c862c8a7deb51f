-- User-defined operators with fixity declarations, sections and backquotes
infixr 5 +++
infixl 6 |>
infix 4 ~=
infixl 7 `times`

(+++) :: [a] -> [a] -> [a]
xs +++ ys = foldr (:) ys xs

(|>) :: a -> (a -> b) -> b
x |> f = f x

(~=) :: Double -> Double -> Bool
a ~= b = abs (a - b) < 1.0e-9

times :: Int -> Int -> Int
times = (*)

(<.>) :: (b -> c) -> (a -> b) -> a -> c
(f <.> g) x = f (g x)

main :: IO ()
main = do
  print ([1, 2] +++ [3] +++ [4, 5 :: Int])
  print (5 |> (+ 1) |> (* 2) :: Int)
  print (0.1 + 0.2 ~= 0.3, 0.1 + 0.2 == 0.3)
  print (2 + 3 `times` 4 :: Int, (2 + 3) `times` 4)
  print (map (`times` 3) [1, 2, 3], map (10 `times`) [1, 2])
  print (((+ 1) <.> (* 2)) 5 :: Int, (subtract 1 <.> length) "abcd")
  print (let (.+.) a b = a * 10 + b in foldl (.+.) 0 [1, 2, 3 :: Int])
  print ((+++ "!") "hey", ("<" +++) ">")
