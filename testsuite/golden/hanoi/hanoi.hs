-- Towers of Hanoi: the list of moves and its length
hanoi :: Int -> String -> String -> String -> [(String, String)]
hanoi 0 _ _ _ = []
hanoi n from to via = hanoi (n - 1) from via to ++ [(from, to)] ++ hanoi (n - 1) via to from

main :: IO ()
main = do
  mapM_ (\(a, b) -> putStrLn ("move " ++ a ++ " -> " ++ b)) (hanoi 3 "A" "C" "B")
  print (map (\n -> length (hanoi n "a" "b" "c")) [1 .. 12])
  print (hanoi 12 "a" "b" "c" !! 2000)
