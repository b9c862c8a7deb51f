-- An ambiguous type variable that defaulting cannot resolve: only Read
-- constrains the element type, and Read is not a numeric class
main :: IO ()
main = print (length [read "1"])
