-- exitWith (ExitFailure (-1)): GHC ends the program by signal 1 (SIGHUP)
import System.Exit

main :: IO ()
main = do
  putStrLn "leaving"
  exitWith (ExitFailure (-1))
