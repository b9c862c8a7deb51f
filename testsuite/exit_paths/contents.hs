main :: IO ()
main = getContents >>= \s -> print (length s)
