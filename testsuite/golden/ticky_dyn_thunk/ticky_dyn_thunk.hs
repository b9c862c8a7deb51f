-- ticky golden: -ticky-dyn-thunk gives each thunk a counter of its own
-- ("(thk)": named after its let binding, or sat_ when it has none), which
-- its code's allocation is charged to; closures made inside it name it as
-- their parent.  Checked against GHC 9.0.2 -O0 -ticky -ticky-dyn-thunk.
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
