-- The occurs check: self-application needs an infinite type
selfApply f = f f

main :: IO ()
main = print (length [selfApply])
