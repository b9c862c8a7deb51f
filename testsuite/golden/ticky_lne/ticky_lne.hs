-- ticky golden: -ticky-LNE gives a let-no-escape binding (a local function
-- called only in tail position, saturated: loop in triangle) a counter of
-- its own, "(LNE)"; without the flag it has none, and its allocation is
-- the enclosing function's.  Checked against GHC 9.0.2 -O0 -ticky -ticky-LNE.
shift :: Int -> [Int] -> [Int]
shift 0 ys = ys
shift n ys = let zs = map (+ n) ys
                 total = sum zs
             in if total > 0 then shift (n - 1) zs else ys

triangle :: Int -> Int
triangle n = let loop i acc = if i > n then acc else loop (i + 1) (acc + i)
             in loop 0 0

main :: IO ()
main = do
  let xs = [1 .. 100 :: Int]
  print (sum (shift 10 xs))
  print (sum (shift 3 xs))
  print (triangle 10)
  print (triangle 20)
