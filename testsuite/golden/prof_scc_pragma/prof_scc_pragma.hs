-- SCC pragmas on bindings: {-# SCC f #-} and {-# SCC g "label" #-} put a
-- cost centre, labelled Module.name (or Module.label), on the binding
-- (GHC 9: top-level bindings; such a pragma in a let is accepted and has
-- no effect)
f :: Int -> Int
f x = x * 2
{-# SCC f #-}

g :: Int -> Int
g x = x + 1
{-# SCC g "gee" #-}

table :: [Int]
table = map f [1 .. 20]
{-# SCC table #-}

main :: IO ()
main = do
  print (sum (map f [1 .. 10]))
  print (g 3)
  print (sum table)
  let h y = y - 1
      {-# SCC h #-}
  print (h 5)
