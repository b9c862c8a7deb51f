-- A list whose elements have different types
main :: IO ()
main = print [1, 2, 'c']
