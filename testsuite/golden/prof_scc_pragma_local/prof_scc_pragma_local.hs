-- {-# SCC f #-} and {-# SCC f "label" #-} next to a binding in a where or
-- a let: GHC 9.0.2 puts the centre Main.f (or Main.label) on the binding
-- when it has a type signature, and ignores the pragma otherwise (here
-- for untyped and for total, which has no signature either).
scaled :: Int -> Int
scaled n = grow n + offset + untyped n
  where
    grow :: Int -> Int
    grow k = k * 3
    {-# SCC grow #-}
    offset :: Int
    offset = n `div` 2
    {-# SCC offset "half" #-}
    untyped k = k - 1
    {-# SCC untyped #-}

pipeline :: [Int] -> Int
pipeline xs =
  let step :: Int -> Int
      step = (+ 1)
      {-# SCC step "stepper" #-}
      total = sum (map step xs)
      {-# SCC total #-}
  in total

main :: IO ()
main = do
  print (map scaled [1 .. 5])
  print (pipeline [10, 20, 30])
