-- Evaluating to a value: `main = return $! ...` allocates nothing when
-- the IO action runs under MAIN (GHC's unboxed IO result), so there is no
-- MAIN/main row; the alias f keeps its own stack under main.
f :: Int -> Int
f = g

g :: Int -> Int
g x = x * 3 + 1

main :: IO Int
main = return $! f 13
