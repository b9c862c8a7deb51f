-- A kind error in a signature: Maybe used as a type without its argument
wrap :: Int -> Maybe
wrap = Just

main :: IO ()
main = print (wrap 1)
