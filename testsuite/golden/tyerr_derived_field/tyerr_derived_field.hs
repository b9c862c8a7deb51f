-- A derived instance needs the class at every field's type: a field of a
-- function type (inside a Maybe) has no Read instance
data Handler a = Handler String (Maybe (a -> Bool))
  deriving (Show, Read)

main :: IO ()
main = putStrLn "unreachable"
