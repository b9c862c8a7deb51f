-- No Show instance for a function type
main :: IO ()
main = print id
