-- A function value carries the stack where it was last evaluated (GHC's
-- stg_ap_0 in the profiling way): an alias `double = twice'`, a function
-- picked by another one, a partial application kept in a CAF or in a
-- record, one grown by a further argument, and one that a thunk computes.
twice' :: Int -> Int
twice' n = n * 2

inc :: Int -> Int
inc n = n + 1

double :: Int -> Int
double = twice'

choose :: Bool -> Int -> Int
choose up = if up then inc else twice'

scale :: Int -> Int -> Int -> Int
scale a b c = a * b + c

scaleBy3 :: Int -> Int -> Int
scaleBy3 = scale 3

scaleBy3x4 :: Int -> Int
scaleBy3x4 = scaleBy3 4

data Op = Op String (Int -> Int)

ops :: [Op]
ops = [Op "inc" inc, Op "scale" (scale 2 5)]

apply :: Op -> Int -> Int
apply (Op _ f) = f

adder :: Int -> (Int -> Int)
adder k = \x -> x + k

addTen :: Int -> Int
addTen = adder 10

pass :: (Int -> Int) -> (Int -> Int)
pass f = f

main :: IO ()
main = do
  print (double 21)
  print (choose True 1, choose False 1)
  print (map (choose True) [5, 6, 7])
  print (scaleBy3x4 1)
  print [apply op 10 | op <- ops]
  print (pass addTen 1 + pass addTen 2)
