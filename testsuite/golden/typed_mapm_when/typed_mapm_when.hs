-- mapM_, mapM, sequence, sequence_, when, unless, forM, zipWithM_,
-- foldM, replicateM_ in IO and over Maybe and lists
import Control.Monad (when, unless, forM, forM_, zipWithM_, foldM, replicateM_, mapM_)

checkPositive :: Int -> Maybe Int
checkPositive n = if n > 0 then Just n else Nothing

safeStep :: Int -> Int -> Maybe Int
safeStep acc x
  | acc + x > 10 = Nothing
  | otherwise = Just (acc + x)

main :: IO ()
main = do
  mapM_ print [1, 2, 3 :: Int]
  mapM_ (\(i, s) -> putStrLn (show i ++ ". " ++ s)) (zip [1 :: Int ..] ["alpha", "beta"])
  forM_ [1 .. 12 :: Int] $ \i ->
    when (i `mod` 4 == 0) $ putStrLn ("multiple of four: " ++ show i)
  unless False (putStrLn "unless False runs")
  when False (putStrLn "never printed")
  xs <- forM [1, 2, 3 :: Int] (\x -> return (x * 10))
  print xs
  rs <- sequence [return 'a', return 'b']
  print rs
  sequence_ [putStr "x", putStr "y", putStrLn "z"]
  zipWithM_ (\a b -> print (a, b)) "ab" [True, False]
  replicateM_ 2 (putStrLn "again")
  total <- foldM (\acc x -> do { putStrLn ("add " ++ show x); return (acc + x) }) 0 [5, 6 :: Integer]
  print total
  print (mapM checkPositive [1, 2, 3], mapM checkPositive [1, -2, 3])
  print (sequence [Just 'a', Just 'b'], sequence_ [Just 1, Nothing :: Maybe Int])
  print (foldM safeStep 0 [1, 2, 3], foldM safeStep 0 [5, 6])
  print (mapM_ checkPositive [4, 5], when True Nothing :: Maybe ())
  print (mapM (\x -> [x, x * 10]) [1, 2 :: Int], sequence_ [[1, 2], [3 :: Int]])
  print (forM "ab" (\c -> [c, succ c]), mapM checkPositive [])
