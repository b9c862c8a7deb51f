-- A class named like the Prelude's Show: the instance's class is
-- ambiguous.
class Show a where
  display :: a -> String

instance Show Bool where
  display b = if b then "yes" else "no"

main :: IO ()
main = putStrLn (display True)
