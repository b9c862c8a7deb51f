This file forgot its Bird tracks:

main :: IO ()
main = print 1
