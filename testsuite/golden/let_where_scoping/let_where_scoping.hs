-- let and where: shadowing, nesting, bindings visible across guards
f :: Int -> Int
f x = let x' = x + 1
          y = x' * 2
      in let x' = y - 1 in x' + y

g :: Int -> String
g n
  | big = "big " ++ suffix
  | medium = "medium " ++ suffix
  | otherwise = "small " ++ suffix
  where
    big = n > 100
    medium = n > 10
    suffix = "(" ++ show sq ++ ")"
      where sq = n * n

h :: Int -> Int
h x = x + inner 10
  where
    inner y = x * y + k
      where k = x - y

shadow :: Int -> [Int]
shadow x = [x | x <- [x, x + 1, x + 2]]

counter :: Int
counter = let a = 1
              b = a + 1
              c = b + a
          in a + b + c

main :: IO ()
main = do
  print (f 3, map g [5, 50, 500], h 4)
  print (shadow 7, counter)
  let x = 1 :: Int
  let y = x + 1
  do let x = 100 :: Int
     print (x, y)
  print x
  let go 0 acc = acc
      go n acc = go (n - 1) (acc * n)
  print (go (10 :: Int) (1 :: Int))
  print (let (a, b) = (b + 1, 10 :: Int) in a)
  print [let z = i * i in z + i | i <- [1 .. 5 :: Int]]
  let op = (+) in print (3 `op` (4 :: Int))
