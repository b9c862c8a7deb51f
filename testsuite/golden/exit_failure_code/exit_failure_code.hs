-- exitWith (ExitFailure 3) after some output; nothing after it runs
import System.Exit
import Control.Monad (when)

main :: IO ()
main = do
  putStrLn "checking input"
  let errors = length (filter (< 0) [3, -1, 4, -1, 5 :: Int])
  putStrLn ("errors found: " ++ show errors)
  when (errors > 0) $ exitWith (ExitFailure 3)
  putStrLn "not reached"
