-- No Num instance for Bool: True + 1
main :: IO ()
main = print (True + 1)
