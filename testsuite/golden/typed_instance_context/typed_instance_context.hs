-- Instances with contexts: instance Show a => Pretty [a], Pretty for
-- Maybe and pairs, and a constrained function using them at several types
class Pretty a where
  pretty :: a -> String
  prettyList :: [a] -> String
  prettyList xs = "[" ++ concatMap (\x -> pretty x ++ ";") xs ++ "]"

instance Pretty Bool where
  pretty True = "yes"
  pretty False = "no"

instance Pretty Int where
  pretty n = "#" ++ show n

instance Show a => Pretty [a] where
  pretty xs = unwords (map show xs)

instance Pretty a => Pretty (Maybe a) where
  pretty Nothing = "-"
  pretty (Just x) = "<" ++ pretty x ++ ">"

instance (Pretty a, Pretty b) => Pretty (a, b) where
  pretty (a, b) = pretty a ++ " & " ++ pretty b

newtype Wrapped a = Wrapped a

instance (Show a, Num a) => Pretty (Wrapped a) where
  pretty (Wrapped x) = "wrapped " ++ show (x + 1)

display :: Pretty a => String -> a -> IO ()
display label x = putStrLn (label ++ ": " ++ pretty x)

main :: IO ()
main = do
  display "bool" True
  display "int" (42 :: Int)
  display "list" [1, 2, 3 :: Integer]
  display "string" "abc"
  display "nested" [[1, 2], [3 :: Int]]
  display "maybe" (Just (7 :: Int))
  display "maybe list" (Just "xy")
  display "pair" (False, Just (Nothing :: Maybe Bool))
  display "wrapped" (Wrapped (2.5 :: Double))
  putStrLn (prettyList [True, False, True])
  putStrLn (prettyList [Just (1 :: Int), Nothing])
  putStrLn (pretty ([] :: [Int]) ++ "|" ++ pretty [Just 'x'])
