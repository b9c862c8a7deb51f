-- Comparing a value with () or showing it evaluates it, as in GHC: the
-- work in `check` runs, and its error ends the program.
check :: [Int] -> ()
check xs = if sum xs > 100 then error "check: sum too large" else ()

main :: IO ()
main = do
  print (check [1, 2, 3] == ())
  putStrLn (show (check [1 .. 10]))
  print (compare (check [1 .. 12]) ())
  print (check [1 .. 100] == ())
  putStrLn "not reached"
