-- A balanced tree built from a list by repeated splitAt, consumed, then
-- mapped into a second tree of Strings: the heap rises while the split
-- lists are live and falls as the tree is forced and they are dropped.
-- heap-ref-size: 80000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Tree a = Leaf | Node (Tree a) a (Tree a)

fromList :: [a] -> Tree a
fromList [] = Leaf
fromList xs = Node (fromList l) x (fromList r)
  where
    (l, x : r) = splitAt (length xs `div` 2) xs

size :: Tree a -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r

depth :: Tree a -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

sumTree :: Tree Int -> Int
sumTree Leaf = 0
sumTree (Node l x r) = sumTree l + x + sumTree r

mapTree :: (a -> b) -> Tree a -> Tree b
mapTree _ Leaf = Leaf
mapTree f (Node l x r) = Node (mapTree f l) (f x) (mapTree f r)

toList :: Tree a -> [a]
toList t = go t []
  where
    go Leaf acc = acc
    go (Node l x r) acc = go l (x : go r acc)

-- A pseudo-random number that takes some work to compute.
walk :: Int -> Int -> Int
walk 0 acc = acc
walk k acc = walk (k - 1) ((acc * 1103515245 + 12345) `mod` 2147483648)

main :: IO ()
main = do
  n <- sizeArg 2000
  let t = fromList [walk 30 i `mod` 100000 | i <- [1 .. n]]
  print (size t)
  print (depth t)
  print (sumTree t)
  let u = mapTree show t
  print (length (concat (toList u)))
  print (length (filter ((== '7') . head) (toList u)))
