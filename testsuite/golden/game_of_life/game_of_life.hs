-- Conway's game of life on a small torus, a glider for a few generations
type Board = [[Bool]]

size :: Int
size = 8

glider :: Board
glider = [[(r, c) `elem` cells | c <- [0 .. size - 1]] | r <- [0 .. size - 1]]
  where cells = [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)]

alive :: Board -> Int -> Int -> Bool
alive b r c = b !! (r `mod` size) !! (c `mod` size)

neighbours :: Board -> Int -> Int -> Int
neighbours b r c = length [() | dr <- [-1, 0, 1], dc <- [-1, 0, 1], (dr, dc) /= (0, 0), alive b (r + dr) (c + dc)]

stepBoard :: Board -> Board
stepBoard b = [[rule (alive b r c) (neighbours b r c) | c <- [0 .. size - 1]] | r <- [0 .. size - 1]]
  where
    rule True n = n == 2 || n == 3
    rule False n = n == 3

render :: Board -> String
render = unlines . map (map (\x -> if x then '#' else '.'))

main :: IO ()
main = do
  let gens = iterate stepBoard glider
  mapM_ (\(i, b) -> putStrLn ("generation " ++ show i) >> putStr (render b)) (zip [0 :: Int ..] (take 3 gens))
  print (map (length . filter id . concat) (take 10 gens))
  putStr (render (gens !! 32))
