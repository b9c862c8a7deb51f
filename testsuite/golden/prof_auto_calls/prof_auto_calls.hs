-- -fprof-auto-calls alone: a cost centre on every call site (each
-- application), labelled with the enclosing binding's name, with the
-- call's span
square :: Int -> Int
square x = x * x

sumSquares :: [Int] -> Int
sumSquares xs = sum (map square xs)

clamp :: Int -> Int -> Int -> Int
clamp lo hi v = max lo (min hi v)

main :: IO ()
main = do
  let xs = [1 .. 50]
  print (sumSquares xs)
  print (map (clamp 10 20) [5, 15, 25])
  print (square (square 3))
