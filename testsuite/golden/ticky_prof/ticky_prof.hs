-- ticky golden: -prof -ticky together (GHC links a profiled program
-- compiled with -ticky): +RTS -p and -r in one run; each closure's
-- allocation carries the two-word profiling header
data Tree = Leaf | Node Tree Int Tree

insert :: Int -> Tree -> Tree
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

toList :: Tree -> [Int]
toList t = walk t []
  where
    walk Leaf acc = acc
    walk (Node l x r) acc = walk l (x : walk r acc)

build :: [Int] -> Tree
build = foldr insert Leaf

main :: IO ()
main = do
  let xs = [ (i * 7919) `mod` 1000 | i <- [1 .. 2000] ]
      t = build xs
  print (sum (toList t))
  print (length (filter even (toList t)))
