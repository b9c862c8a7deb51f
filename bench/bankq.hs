-- Benchmark: a discrete-event simulation of a bank: customers arrive, wait
-- in one queue, are served by tellers; statistics per number of tellers
import Data.List (foldl')

size :: Int
size = 15000

-- pseudo-random numbers below 259200 (products stay below 2^31 for Hugs)
next :: Int -> Int
next x = (x * 7141 + 54773) `mod` 259200

data Customer = Customer { custId :: Int, arrival :: Int, service :: Int }

data Event = Arrive Customer | Depart Int Int    -- teller, time
time :: Event -> Int
time (Arrive c) = arrival c
time (Depart _ t) = t

-- the event queue: a leftist heap ordered by time, departures first on ties
data Heap = Empty | Node Int Event Heap Heap

rank :: Heap -> Int
rank Empty = 0
rank (Node r _ _ _) = r

before :: Event -> Event -> Bool
before a b = (time a, isArrival a) <= (time b, isArrival b)
  where isArrival (Arrive _) = True
        isArrival _ = False

merge :: Heap -> Heap -> Heap
merge Empty h = h
merge h Empty = h
merge h1@(Node _ e1 l1 r1) h2@(Node _ e2 _ _)
  | before e1 e2 = make e1 l1 (merge r1 h2)
  | otherwise = merge h2 h1
  where make e a b = if rank a >= rank b then Node (rank b + 1) e a b else Node (rank a + 1) e b a

push :: Event -> Heap -> Heap
push e = merge (Node 1 e Empty Empty)

-- a queue of waiting customers as two lists
data Queue = Queue [Customer] [Customer]

enqueue :: Customer -> Queue -> Queue
enqueue c (Queue f b) = Queue f (c : b)

dequeue :: Queue -> Maybe (Customer, Queue)
dequeue (Queue [] []) = Nothing
dequeue (Queue [] b) = dequeue (Queue (reverse b) [])
dequeue (Queue (c : f) b) = Just (c, Queue f b)

qlength :: Queue -> Int
qlength (Queue f b) = length f + length b

data Stats = Stats { served :: !Int, totalWait :: !Int, maxWait :: !Int
                   , maxQueue :: !Int, busyTime :: !Int, lastTime :: !Int }

data World = World { clock :: !Int, freeTellers :: [Int], waiting :: !Queue, stats :: !Stats }

customers :: Int -> [Customer]
customers n = go 1 0 (next 12345)
  where
    go i t r
      | i > n = []
      | otherwise = let r1 = next r
                        r2 = next r1
                        t' = t + 1 + r1 * 20 `div` 259200       -- gaps of 1 to 20 minutes
                    in t' `seq` Customer i t' (5 + r2 * 60 `div` 259200) : go (i + 1) t' (next r2)

simulate :: Int -> [Customer] -> Stats
simulate tellers cs = loop (foldl' (flip (push . Arrive)) Empty cs) (World 0 [1 .. tellers] (Queue [] []) (Stats 0 0 0 0 0 0))
  where
    loop Empty w = stats w
    loop (Node _ e l r) w = let (w', new) = step e w { clock = time e }
                            in settled (stats w') `seq` loop (foldr push (merge l r) new) w'

    step (Arrive c) w = case freeTellers w of
      (t : ts) -> (w { freeTellers = ts, stats = start c (clock w) (stats w) }, [Depart t (clock w + service c)])
      [] -> let q = enqueue c (waiting w)
                s = stats w
            in (w { waiting = q, stats = s { maxQueue = max (maxQueue s) (qlength q) } }, [])
    step (Depart t at) w = case dequeue (waiting w) of
      Just (c, q) -> (w { waiting = q, stats = (start c at (stats w)) { lastTime = at } }, [Depart t (at + service c)])
      Nothing -> (w { freeTellers = t : freeTellers w, stats = (stats w) { lastTime = at } }, [])

    start c now s = let wait = now - arrival c
                    in s { served = served s + 1, totalWait = totalWait s + wait
                         , maxWait = max (maxWait s) wait, busyTime = busyTime s + service c }

-- every field evaluated: Hugs does not force the strict fields of a record
-- built by a record update, and chains of thunks overflow its stack
settled :: Stats -> ()
settled (Stats a b c d e f) = a `seq` b `seq` c `seq` d `seq` e `seq` f `seq` ()

report :: Int -> Stats -> String
report k s = show k ++ " tellers: served " ++ show (served s) ++ ", mean wait " ++ tenths (totalWait s * 10 `div` served s)
             ++ ", max wait " ++ show (maxWait s) ++ ", longest queue " ++ show (maxQueue s)
             ++ ", utilisation " ++ show (busyTime s * 100 `div` (k * lastTime s)) ++ "%"
  where tenths n = show (n `div` 10) ++ "." ++ show (n `mod` 10)

main :: IO ()
main = do
  let cs = customers size
  putStrLn (show (length cs) ++ " customers over " ++ show (arrival (last cs)) ++ " minutes, "
            ++ show (sum (map service cs)) ++ " minutes of service")
  mapM_ (\k -> putStrLn (report k (simulate k cs))) [3 .. 9]
