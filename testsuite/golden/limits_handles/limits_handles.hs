-- 300 files open at once (the handle table grows).
import System.IO

main :: IO ()
main = do
  hs <- mapM (\i -> openFile ("f" ++ show i ++ ".txt") WriteMode) [1 .. 300 :: Int]
  mapM_ (\(h, i) -> hPutStrLn h (show (i * i))) (zip hs [1 :: Int ..])
  mapM_ hClose hs
  s <- readFile "f300.txt"
  putStr s
