-- exitWith (ExitFailure 256): GHC exits with 255 (only 0..255 are statuses)
import System.Exit

main :: IO ()
main = do
  putStrLn "leaving"
  exitWith (ExitFailure 256)
