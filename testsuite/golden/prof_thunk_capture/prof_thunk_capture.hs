-- Thunks built under one stack and forced under another: the cost of a
-- lazy value goes to the stack that was current when it was built
data Lazy = Lazy Int [Int]

mkTable :: Int -> [Int]
mkTable n = map expensive [1 .. n]

expensive :: Int -> Int
expensive k = sum [i * i `mod` 7 | i <- [1 .. k]]

build :: Int -> Lazy
build n = Lazy (length table) table
  where
    table = mkTable n

consume :: Lazy -> Int
consume (Lazy len xs) = len + sum xs

pairOfThunks :: Int -> (Int, Int)
pairOfThunks n = (expensive n, expensive (n * 2))

useFirst :: (Int, Int) -> Int
useFirst (a, _) = a + 1

forceBoth :: (Int, Int) -> Int
forceBoth (a, b) = a `seq` b `seq` a + b

main :: IO ()
main = do
  let l = build 60
  print (consume l)
  let p = pairOfThunks 200
  print (useFirst p)
  print (forceBoth p)
  let q = pairOfThunks 50
  print (forceBoth q)
