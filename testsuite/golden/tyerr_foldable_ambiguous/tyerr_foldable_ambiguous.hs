-- mapM_ over a number: the container's type is ambiguous (no Foldable
-- instance is chosen by defaulting)
main :: IO ()
main = mapM_ print 5
