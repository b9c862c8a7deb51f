-- A kind error: Functor needs a type constructor, Int is a type
newtype Box = Box Int

instance Functor Box where
  fmap f (Box x) = Box (f x)

main :: IO ()
main = print 1
