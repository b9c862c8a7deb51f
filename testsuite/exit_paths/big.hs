-- More than a buffer of output.
main :: IO ()
main = putStr (concat (replicate 2000 "0123456789\n"))
