-- -fprof-auto-calls, then -fprof-auto-top, then -fprof-auto: the last
-- of these flags wins, so this is a plain -fprof-auto profile (local
-- bindings included, no call-site centres)
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
