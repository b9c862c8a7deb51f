-- Tying the knot: values defined in terms of their own results
data Tree = Leaf Int | Fork Tree Tree deriving Show

-- replace every leaf by the minimum, in one traversal
repMin :: Tree -> Tree
repMin t = t'
  where
    (t', m) = go t
    go (Leaf n) = (Leaf m, n)
    go (Fork l r) = let (l', ml) = go l
                        (r', mr) = go r
                    in (Fork l' r', min ml mr)

-- each element becomes its share of the total, computed in one pass
normalise :: [Double] -> [Double]
normalise xs = ys
  where
    (ys, total) = go xs
    go [] = ([], 0.0)
    go (z : zs) = let (rest, s) = go zs in (z / total : rest, z + s)

-- a cyclic list and a doubly linked ring
data Node = Node { prev :: Node, val :: Int, next :: Node }

ring :: [Int] -> Node
ring xs = first
  where
    (first, lastN) = build lastN xs first
    build p [x] nxt = let n = Node p x nxt in (n, n)
    build p (x : rest) nxt = let n = Node p x restFirst
                                 (restFirst, l) = build n rest nxt
                             in (n, l)

walk :: (Node -> Node) -> Int -> Node -> [Int]
walk step k n = map val (take k (iterate step n))

main :: IO ()
main = do
  print (repMin (Fork (Fork (Leaf 5) (Leaf 3)) (Fork (Leaf 8) (Fork (Leaf (-1)) (Leaf 9)))))
  print (normalise [1.0, 3.0, 4.0])
  let r = ring [1 .. 5]
  print (walk next 12 r)
  print (walk prev 12 r)
  let ones = 1 : ones
      nats = 0 : map (+ 1) nats
  print (take 5 ones, take 5 nats)
  let evens = 0 : map (+ 1) odds
      odds = map (+ 1) evens
  print (take 6 evens, take 6 odds)
