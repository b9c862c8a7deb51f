-- A user class method used at a type without an instance
class Describe a where
  describe :: a -> String

instance Describe Bool where
  describe b = if b then "yes" else "no"

main :: IO ()
main = putStrLn (describe 'x')
