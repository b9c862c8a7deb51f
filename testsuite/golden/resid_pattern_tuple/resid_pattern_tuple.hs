-- A lazy pattern binding with a nested pattern is matched once into a
-- tuple whose selectors the collector resolves, as GHC desugars it: the
-- unforced `x` of every node does not keep its node's half list alive.
data Tree = Leaf | Node Tree Int Tree

fromList :: [Int] -> Tree
fromList [] = Leaf
fromList xs = Node (fromList l) x (fromList r)
  where
    (l, x : r) = splitAt (length xs `div` 2) xs

size :: Tree -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r

total :: Tree -> Int
total Leaf = 0
total (Node l x r) = total l + x + total r

main :: IO ()
main = do
  let t = fromList [1 .. 100000]
  print (size t)
  print (total t)
