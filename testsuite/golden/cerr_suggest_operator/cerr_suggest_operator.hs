-- Operators are compared with operators only
main :: IO ()
main = print ([(+ 1)] <$$> [1, 2 :: Int])
