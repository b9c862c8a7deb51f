-- Where an automatic cost centre goes, as GHC's mkTick puts it: a binding
-- whose right-hand side is a lambda counts its entry once, where it is
-- evaluated, and is pushed without a count at each call; a section over
-- a literal is not such a lambda, a section over a variable is; a
-- newtype's field selector and a polymorphic identity count without
-- being pushed, so the function they return runs in the caller's stack.
newtype Counter = Counter (Int -> (Int, Int))

step :: Int
step = 3

bump :: Int -> Int
bump = \n -> n + step

addOne :: Int -> Int
addOne = (+ 1)

addStep :: Int -> Int
addStep = (+ step)

runCounter :: Counter -> Int -> (Int, Int)
runCounter (Counter f) = f

tally :: Counter
tally = Counter (\n -> (n, n + 1))

same :: a -> a
same x = x

twice :: (Int -> Int) -> Int -> Int
twice h = h . h

main :: IO ()
main = do
  print (bump 1 + bump 2)
  print (addOne 1, addStep 2)
  print (runCounter tally 5)
  print (same bump 4)
  print (twice (same addStep) 1)
  let triple = \k -> k * 3
      alias = triple
  print (alias 2 + alias 3)
