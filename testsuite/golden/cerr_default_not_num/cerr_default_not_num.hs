default (Bool)

-- Only instances of Num may be default types.
main :: IO ()
main = print (1 + 2)
