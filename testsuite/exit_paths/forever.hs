main :: IO ()
main = mapM_ print [1 :: Int ..]
