-- mapM_, forM_, when, unless, zipWithM_, replicateM_, mapM and sequence_ in IO
import Control.Monad (forM_, when, unless, zipWithM_, replicateM_, forM)

main :: IO ()
main = do
  mapM_ print [1, 2, 3 :: Int]
  forM_ [1 .. 4 :: Int] $ \i -> do
    when (even i) $ putStrLn (show i ++ " is even")
    unless (even i) $ putStrLn (show i ++ " is odd")
  zipWithM_ (\n s -> putStrLn (show n ++ ". " ++ s)) [1 :: Int ..] ["alpha", "beta", "gamma"]
  replicateM_ 2 (putStr "echo ")
  putStrLn ""
  squares <- mapM (\x -> return (x * x)) [1 .. 5 :: Int]
  print squares
  rs <- forM "abc" (\c -> do
    putChar c
    return [c, c])
  putStrLn ""
  print rs
  sequence_ [putStr "x", putStr "y", putStrLn "z"]
  mapM_ (putStrLn . concat) [["a", "b"], ["c"]]
  let loop n = when (n > 0) $ do
        putStr (show n ++ " ")
        loop (n - 1)
  loop (5 :: Int)
  putStrLn "liftoff"
  r <- return 10
  print (r + 1 :: Int)
  print =<< return "bind"
  return () >> putStrLn "then"
