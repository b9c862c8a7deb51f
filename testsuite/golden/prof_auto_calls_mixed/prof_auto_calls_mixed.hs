-- -fprof-auto followed by -fprof-auto-calls: the -fprof-auto* flags are
-- one setting and the last one wins, so only the (uncounted) call-site
-- centres are placed; see prof_auto_flags_order for the other order
triple :: Int -> Int
triple x = 3 * x

sumTriples :: [Int] -> Int
sumTriples xs = foldr step 0 xs
  where
    step x acc = triple x + acc

main :: IO ()
main = do
  print (sumTriples [1 .. 20])
  print (triple (triple 2))
