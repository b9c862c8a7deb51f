-- Breadth-first search of an implicit graph with the visited set kept in
-- an unbalanced search tree and the frontier in a list: the set grows
-- steadily while frontiers come and go.
-- heap-ref-size: 60000 (the argument of the GHC reference run)
import System.Environment (getArgs)

sizeArg :: Int -> IO Int
sizeArg def = do
  args <- getArgs
  return (case args of
            (a : _) -> read a
            [] -> def)

data Set = Empty | Branch Set Int Set

member :: Int -> Set -> Bool
member _ Empty = False
member x (Branch l y r)
  | x < y = member x l
  | x > y = member x r
  | otherwise = True

insert :: Int -> Set -> Set
insert x Empty = Branch Empty x Empty
insert x s@(Branch l y r)
  | x < y = Branch (insert x l) y r
  | x > y = Branch l y (insert x r)
  | otherwise = s

scramble :: Int -> Int
scramble v = (v * 40503 + 12345) `mod` 65536

neighbours :: Int -> Int -> [Int]
neighbours limit v = [w | w <- [scramble v `mod` limit, (v * 3 + 1) `mod` limit, (v + 7) `mod` limit], w /= v]

bfs :: Int -> Set -> [Int] -> Int -> [Int]
bfs _ _ [] _ = []
bfs limit seen frontier level = length frontier : bfs limit seen' next (level + 1)
  where
    (seen', next) = expand seen [] (concatMap (neighbours limit) frontier)
    expand s acc [] = (s, reverse acc)
    expand s acc (w : ws)
      | member w s = expand s acc ws
      | otherwise = expand (insert w s) (w : acc) ws

main :: IO ()
main = do
  n <- sizeArg 2000
  let levels = bfs n (insert 0 Empty) [0] 0
  print (length levels)
  print (sum levels)
  print (take 10 levels)
