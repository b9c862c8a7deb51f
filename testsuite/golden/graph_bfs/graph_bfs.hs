-- Breadth-first and depth-first search on an adjacency list
import Data.List (sort, nub)
import Data.Maybe (fromMaybe)

type Graph = [(Int, [Int])]

graph :: Graph
graph = [(1, [2, 3]), (2, [4]), (3, [4, 5]), (4, [6]), (5, [6]), (6, []), (7, [1, 8]), (8, [])]

neighbours :: Graph -> Int -> [Int]
neighbours g v = fromMaybe [] (lookup v g)

bfs :: Graph -> Int -> [Int]
bfs g s = go [s] [s]
  where
    go [] _ = []
    go (v : queue) seen =
      let new = [w | w <- neighbours g v, w `notElem` seen]
      in v : go (queue ++ new) (seen ++ new)

dfs :: Graph -> Int -> [Int]
dfs g s = reverse (go [s] [])
  where
    go [] visited = visited
    go (v : stack) visited
      | v `elem` visited = go stack visited
      | otherwise = go (neighbours g v ++ stack) (v : visited)

shortest :: Graph -> Int -> Int -> Maybe [Int]
shortest g from to = go [[from]] [from]
  where
    go [] _ = Nothing
    go (path@(v : _) : rest) seen
      | v == to = Just (reverse path)
      | otherwise =
          let new = [w | w <- neighbours g v, w `notElem` seen]
          in go (rest ++ [w : path | w <- new]) (seen ++ new)

main :: IO ()
main = do
  print (bfs graph 1)
  print (dfs graph 1)
  print (bfs graph 7, dfs graph 7)
  print (shortest graph 1 6, shortest graph 7 6, shortest graph 6 1)
  print (sort (nub (concatMap snd graph)))
