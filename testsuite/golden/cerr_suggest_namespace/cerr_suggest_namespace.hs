-- A variable that is a constructor's name in lower case
main :: IO ()
main = print (maybe 0 (+ 1) nothng :: Int)
