main :: IO ()
main = getLine >>= putStrLn
