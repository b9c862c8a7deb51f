-- An instance for two types is refused at its head.
instance Convert Int Bool where
  convert = (/= 0)

class Convert a b where
  convert :: a -> b

main :: IO ()
main = print (convert (3 :: Int) :: Bool)
