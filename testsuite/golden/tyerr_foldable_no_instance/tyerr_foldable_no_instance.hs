-- sum over a type without a Foldable instance
data Box a = Box a

main :: IO ()
main = print (sum (Box 3))
