-- Benchmark: cellular automata: Conway's Game of Life on a torus (a grid
-- of lists), and an elementary one-dimensional automaton (rule 30)
-- runhugs-flags: -h8M
size :: Int
size = 60

type Grid = [[Bool]]

-- the eight neighbours of every cell, from shifted copies of the grid
step :: Grid -> Grid
step g = zipWith (zipWith rule) g counts
  where
    up = rotate (-1) g
    down = rotate 1 g
    rows3 = zipWith3 (\a b c -> zipWith3 (\x y z -> n x + n y + n z) a b c) up g down
    counts = map (\r -> zipWith3 (\l c rt -> l + c + rt) (rotate (-1) r) r (rotate 1 r)) rows3
    rule alive total = total == 3 || (alive && total == 4)
    n b = if b then 1 else 0 :: Int

rotate :: Int -> [a] -> [a]
rotate k xs = let m = k `mod` length xs in drop m xs ++ take m xs

population :: Grid -> Int
population = sum . map (length . filter id)

render :: Grid -> [String]
render = map (map (\b -> if b then '#' else '.'))

-- a glider gun-free start: a few patterns placed on the board
start :: Int -> Grid
start n = [[(r, c) `elem` cells | c <- [0 .. n - 1]] | r <- [0 .. n - 1]]
  where
    place (dr, dc) = map (\(r, c) -> (r + dr, c + dc))
    glider = [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    rpent = [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)]
    acorn = [(0, 1), (1, 3), (2, 0), (2, 1), (2, 4), (2, 5), (2, 6)]
    cells = place (2, 2) glider ++ place (n `div` 2, n `div` 2) rpent ++ place (n `div` 4, 3 * n `div` 5) acorn
            ++ place (3 * n `div` 4, n `div` 5) glider

rule30 :: [Bool] -> [Bool]
rule30 row = zipWith3 (\l c r -> l /= (c || r)) (False : row) row (tail row ++ [False])

main :: IO ()
main = do
  let gens = iterate step (start size)
      counted = take (size * 4) gens
  putStrLn (unwords (map (show . population) (takeEvery 10 counted)))
  mapM_ putStrLn (render (map (take 40) (take 20 (gens !! (size * 4)))))
  let row0 = [i == size * 2 | i <- [0 .. size * 4]]
      rows = take (size * 2) (iterate rule30 row0)
  mapM_ (putStrLn . map (\b -> if b then '#' else ' ') . take 78 . drop (size * 2 - 39)) (take 16 rows)
  print (map (length . filter id) (takeEvery 8 rows))
  print (map head (takeEvery 4 (map (drop (size * 2)) rows)))
  where takeEvery k xs = [x | (i, x) <- zip [0 :: Int ..] xs, i `mod` k == 0]
