-- writing to stdout after hClose stdout: GHC's "handle is closed"
import System.IO

main :: IO ()
main = do
  hPutStrLn stderr "closing"
  hClose stdout
  hClose stdout
  putStrLn "x"
