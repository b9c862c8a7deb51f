-- Functions called through a data structure: an association list of
-- named operations looked up by name, and records of functions handed to
-- a recursive consumer (unknown calls: GHC cannot inline them).
data Ops = Ops { unary :: Int -> Int, binary :: Int -> Int -> Int }

double :: Int -> Int
double x = 2 * x

square :: Int -> Int
square x = x * x

negateIt :: Int -> Int
negateIt x = 0 - x

plus :: Int -> Int -> Int
plus a b = a + b

times :: Int -> Int -> Int
times a b = a * b `mod` 10007

table :: [(String, Int -> Int)]
table = [("double", double), ("square", square), ("neg", negateIt)]

run :: String -> Int -> Int
run name x = case lookup name table of
  Just f -> f x
  Nothing -> x

opsA, opsB :: Ops
opsA = Ops double plus
opsB = Ops { unary = square, binary = times }

useOps :: Ops -> [Int] -> Int
useOps _ [] = 1
useOps ops (x : xs) = binary ops (unary ops x) (useOps ops xs)

main :: IO ()
main = do
  print (sum [run n x | n <- ["double", "square", "neg", "none"], x <- [1 .. 100]])
  print (useOps opsA [1 .. 200], useOps opsB [1 .. 200])
  print (map (\f -> f 7) (map snd table))
  print (run "square" 12, run "neg" 5)
