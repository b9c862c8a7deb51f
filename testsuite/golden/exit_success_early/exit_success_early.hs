-- exitSuccess in the middle of a loop
import System.Exit (exitSuccess)
import Control.Monad (forM_, when)

main :: IO ()
main = do
  forM_ [1 :: Int ..] $ \i -> do
    print i
    when (i * i > 50) exitSuccess
  putStrLn "not reached"
