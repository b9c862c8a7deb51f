-- Benchmark: shortest paths by Dijkstra's algorithm with a pairing-heap
-- priority queue, on a generated graph, with a binary trie as the map
-- (inserted into strictly: chains of lazy updates overflow Hugs's stack)
size :: Int
size = 7000

-- a pseudo-random graph: vertex v has a few edges to vertices computed from v
next :: Int -> Int
next x = (x * 7141 + 54773) `mod` 259200

edges :: Int -> [(Int, Int)]       -- (neighbour, weight)
edges v = take (2 + r `mod` 4) [ (w `mod` size, 1 + (w `div` 7) `mod` 50) | w <- tail (iterate next r) ]
          ++ [((v + 1) `mod` size, 60)]   -- a ring, so that every vertex is reachable
  where r = next (next (v + 1))

-- a pairing heap of (distance, vertex)
data Heap = E | T (Int, Int) [Heap]

meld :: Heap -> Heap -> Heap
meld E h = h
meld h E = h
meld h1@(T x hs1) h2@(T y hs2)
  | x <= y = T x (h2 : hs1)
  | otherwise = T y (h1 : hs2)

insertH :: (Int, Int) -> Heap -> Heap
insertH x = meld (T x [])

popMin :: Heap -> Maybe ((Int, Int), Heap)
popMin E = Nothing
popMin (T x hs) = Just (x, pairs hs)
  where pairs [] = E
        pairs [h] = h
        pairs (a : b : rest) = meld (meld a b) (pairs rest)

-- a map from vertex numbers to values: a trie on the bits of the key
data Trie a = Nil | Tip a | Br (Trie a) (Trie a)

-- the highest bit of a key: keys are below 2^14
top :: Int
top = 8192

lookupT :: Int -> Trie a -> Maybe a
lookupT k t = go top t
  where
    go _ Nil = Nothing
    go _ (Tip a) = Just a
    go m (Br l r) = go (m `div` 2) (if odd (k `div` m) then r else l)

insertT :: Int -> a -> Trie a -> Trie a
insertT k v t = go top t
  where
    go 0 _ = Tip v
    go m Nil = go m (Br Nil Nil)
    go m (Br l r)
      | odd (k `div` m) = let r' = go (m `div` 2) r in r' `seq` Br l r'
      | otherwise = let l' = go (m `div` 2) l in l' `seq` Br l' r
    go _ (Tip _) = Tip v

toListT :: Trie a -> [(Int, a)]
toListT t = go 0 t []
  where
    go _ Nil acc = acc
    go k (Tip a) acc = (k, a) : acc
    go k (Br l r) acc = go (2 * k) l (go (2 * k + 1) r acc)

-- distances and predecessors from a source
dijkstra :: Int -> Trie (Int, Int)
dijkstra src = loop (insertH (0, src) E) (insertT src (0, src) Nil) Nil
  where
    loop heap best done = case popMin heap of
      Nothing -> done
      Just ((d, v), heap')
        | visited v done -> loop heap' best done
        | otherwise ->
            let relax (h, b) (w, c) = case lookupT w b of
                  Just (d', _) | d' <= d + c -> (h, b)
                  _ -> (insertH (d + c, w) h, insertT w (d + c, v) b)
                (heap'', best') = foldl relax (heap', best) (edges v)
                Just pv = lookupT v best
            in loop heap'' best' (insertT v pv done)

path :: Trie (Int, Int) -> Int -> [Int]
path t v = case lookupT v t of
  Just (_, p) | p /= v -> path t p ++ [v]
  _ -> [v]

main :: IO ()
main = do
  print (size, sum (map (length . edges) [0 .. size - 1]))
  mapM_ (\src -> do
           let t = dijkstra src
               ds = toListT t
               far = farthest ds
           putStrLn ("from " ++ show src ++ ": " ++ show (length ds) ++ " reached, total "
                     ++ show (sum (map (fst . snd) ds)) ++ ", farthest " ++ show (fst far)
                     ++ " at " ++ show (fst (snd far)))
           putStrLn ("  path: " ++ unwords (map show (path t (fst far)))))
        [0, size `div` 3, size - 1]

visited :: Int -> Trie a -> Bool
visited v t = case lookupT v t of
  Just _ -> True
  Nothing -> False

-- the first vertex of the greatest distance (a strict loop, for Hugs's stack)
farthest :: [(Int, (Int, Int))] -> (Int, (Int, Int))
farthest (x : xs) = go x xs
  where
    go best [] = best
    go best (y : ys) = if fst (snd y) > fst (snd best) then go y ys else go best ys
