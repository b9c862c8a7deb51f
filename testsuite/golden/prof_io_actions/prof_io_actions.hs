-- IO code under -fprof-auto: main is a CAF, so building its actions is
-- charged under CAF/main, while running them happens under MAIN/main
-- (function stacks appended there without counted entries); recursive
-- IO loops, forM_ with local actions, when/unless
import Control.Monad (when, unless, forM_)

countdown :: Int -> IO ()
countdown 0 = putStrLn "liftoff"
countdown n = do
  when (n `mod` 3 == 0) (putStrLn ("tick " ++ show n))
  countdown (n - 1)

table :: Int -> IO ()
table n = forM_ [1 .. n] row
  where
    row i = putStrLn (unwords [cell i j | j <- [1 .. n]])
    cell i j = pad (show (i * j))
    pad s = replicate (4 - length s) ' ' ++ s

accumulate :: [Int] -> IO Int
accumulate = go 0
  where
    go acc [] = return acc
    go acc (x : xs) = do
      unless (x < 40) (putStrLn ("big " ++ show x))
      go (acc + x) xs

main :: IO ()
main = do
  countdown 10
  table 5
  total <- accumulate [10, 20, 30, 40, 50]
  print total
