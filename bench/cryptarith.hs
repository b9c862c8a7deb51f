-- Benchmark: a constraint solver: cryptarithms (SEND + MORE = MONEY) solved
-- column by column with backtracking, and a small graph colouring
import Data.List (nub, (\\))
import Data.Char (ord)

size :: Int
size = 8

type Assignment = [(Char, Int)]

-- solve the sum of the words, working from the rightmost column with a carry;
-- a letter gets a digit when its column is reached, and the column must add up
solve :: [String] -> String -> [Assignment]
solve addends total = go 0 0 []
  where
    width = length total
    cols = [ ([w !! (length w - 1 - i) | w <- addends, length w > i], total !! (width - 1 - i)) | i <- [0 .. width - 1] ]
    leading = nub (map head (total : addends))
    go i carry env
      | i == width = if carry == 0 then [env] else []
      | otherwise =
          let (ins, out) = cols !! i
          in [ env3 | env1 <- assignAll ins env
                    , let s = carry + sum [digit env1 c | c <- ins]
                    , env2 <- assignDigit out (s `mod` 10) env1
                    , env3 <- go (i + 1) (s `div` 10) env2 ]
    assignAll [] env = [env]
    assignAll (c : cs) env = [e2 | e1 <- assignOne c env, e2 <- assignAll cs e1]
    assignOne c env = case lookup c env of
      Just _ -> [env]
      Nothing -> [(c, d) : env | d <- [lowest c .. 9], d `notElem` map snd env]
    assignDigit c d env = case lookup c env of
      Just d' -> [env | d == d']
      Nothing -> [(c, d) : env | d >= lowest c, d `notElem` map snd env]
    lowest c = if c `elem` leading then 1 else 0

digit :: Assignment -> Char -> Int
digit env c = maybe (error ("unassigned " ++ [c])) id (lookup c env)

value :: Assignment -> String -> Integer
value env = foldl (\acc c -> acc * 10 + toInteger (digit env c)) 0

puzzles :: [([String], String)]
puzzles =
  [ (["SEND", "MORE"], "MONEY")
  , (["EAT", "THAT"], "APPLE")
  , (["CROSS", "ROADS"], "DANGER")
  , (["BASE", "BALL"], "GAMES")
  , (["TEN", "TEN", "FORTY"], "SIXTY")
  , (["DONALD", "GERALD"], "ROBERT")
  , (["COCA", "COLA"], "OASIS")
  , (["THREE", "THREE", "TWO", "TWO", "ONE"], "ELEVEN")
  ]

-- colour the vertices of a graph with k colours, neighbours differing
colourings :: Int -> [(Int, Int)] -> Int -> [[(Int, Int)]]
colourings n edges k = go [0 .. n - 1] []
  where
    go [] acc = [acc]
    go (v : vs) acc = [ r | c <- [1 .. k]
                          , and [c /= c' | (u, c') <- acc, (u, v) `elem` edges || (v, u) `elem` edges]
                          , r <- go vs ((v, c) : acc) ]

main :: IO ()
main = do
  mapM_ (\(ws, t) -> do
           let sols = solve ws t
           putStrLn (concatMap (++ " + ") (init ws) ++ last ws ++ " = " ++ t ++ ": " ++ show (length sols) ++ " solution(s)")
           case sols of
             (s : _) -> putStrLn ("  " ++ unwords (map (show . value s) ws) ++ " -> " ++ show (value s t)
                                  ++ ", check " ++ show (sum (map (value s) ws) == value s t))
             [] -> return ())
        (take size puzzles)
  -- a wheel graph and a ring of cliques
  let n = size + 4
      wheel = [(0, i) | i <- [1 .. n - 1]] ++ [(i, i + 1) | i <- [1 .. n - 2]] ++ [(n - 1, 1)]
  print [length (colourings n wheel k) | k <- [3, 4]]
  let m = size + 4
      ring = [(i, (i + 1) `mod` m) | i <- [0 .. m - 1]] ++ [(i, (i + 3) `mod` m) | i <- [0, 2 .. m - 1]]
  print (length (colourings m ring 3), take 1 (colourings m ring 3))
  print (sum [ord c | (ws, t) <- puzzles, c <- nub (concat (t : ws))] `mod` 97, length ("ABC" \\ "B"))
