-- The body is less polymorphic than the signature: a rigid type variable
-- does not match Bool
f :: a -> a
f x = True

main :: IO ()
main = print (f 'c')
