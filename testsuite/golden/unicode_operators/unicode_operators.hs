-- Unicode symbols form operators (GHC lexes every symbol and punctuation
-- category so), upper-case letters of any script start constructors, and
-- marks and digits continue names.
import Data.List (foldl')

data Σχήμα = Κύκλος Double | Τετράγωνο Double deriving (Show, Eq)

infixl 6 ⊕
(⊕) :: Int -> Int -> Int
a ⊕ b = a * 10 + b

(☃) :: String -> String -> String
a ☃ b = a ++ " and " ++ b

(∘) :: (b -> c) -> (a -> b) -> a -> c
f ∘ g = \x -> f (g x)

(‼) :: [a] -> Int -> a
xs ‼ n = xs !! n

(¬) :: Bool -> Bool
(¬) = not

x₁, x₂ :: Int
x₁ = 3
x₂ = 4

εμβαδόν :: Σχήμα -> Double
εμβαδόν (Κύκλος r) = 3 * r * r
εμβαδόν (Τετράγωνο a) = a * a

naïve :: Int
naïve = 7

main :: IO ()
main = do
  print (1 ⊕ 2 ⊕ 3)
  putStrLn ("snow" ☃ "ice")
  print (((+ 1) ∘ (* 2)) x₁)
  print ([x₁, x₂, naïve] ‼ 2)
  print ((¬) True, x₁ ⊕ x₂)
  print (map εμβαδόν [Κύκλος 1, Τετράγωνο 2], Κύκλος 1 == Κύκλος 1)
  print (foldl' (⊕) 0 [1, 2, 3])
  print (let a ·· b = a - b in (5 :: Int) ·· 3)
