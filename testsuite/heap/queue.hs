-- A two-list (banker's) queue in a simulation: two arrivals for every
-- departure while the clock runs, then the queue drains; the live heap
-- rises as a ramp and falls back.
-- heap-ref-size: 100000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Queue a = Queue [a] [a]

data Job = Job Int String

emptyQ :: Queue a
emptyQ = Queue [] []

push :: a -> Queue a -> Queue a
push x (Queue f b) = Queue f (x : b)

pop :: Queue a -> Maybe (a, Queue a)
pop (Queue [] []) = Nothing
pop (Queue [] b) = pop (Queue (reverse b) [])
pop (Queue (x : f) b) = Just (x, Queue f b)

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

arrivals :: Int -> Queue Job -> Int -> Int -> Queue Job
arrivals n q t acc
  | t >= n = drain q acc
  | otherwise =
      let q1 = push (Job (walk 30 t `mod` 1000) ("job" ++ show t)) (push (Job (t + n) "extra") q)
      in case pop q1 of
           Nothing -> arrivals n q1 (t + 1) acc
           Just (Job k _, q2) -> acc `seq` arrivals n q2 (t + 1) (acc + k)
  where
    drain q' a = case pop q' of
      Nothing -> push (Job a "total") emptyQ
      Just (Job k _, q'') -> a `seq` drain q'' (a + k)

main :: IO ()
main = do
  n <- sizeArg 2000
  case pop (arrivals n emptyQ 0 0) of
    Just (Job k name, _) -> putStrLn (name ++ " " ++ show k)
    Nothing -> putStrLn "empty"
