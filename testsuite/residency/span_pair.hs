-- max-residency: 1048576
-- span's two parts taken one after the other: while the first is counted,
-- the second is a chain of `snd r` selector thunks (Base.span's
-- `(x : fst r, snd r)`), which the collector must cut short, as GHC's
-- does, or the chain keeps every pair and the whole first part alive
-- (20 MB in the profiling way before Note [Selector thunks in the
-- profiling way] in compiler/liveness.c).
main :: IO ()
main = do
  let (a, b) = span (< 150000) [1 .. 200000 :: Int]
  print (length a)
  print (length b)
