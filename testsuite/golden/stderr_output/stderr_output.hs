-- Writing to stderr and stdout with System.IO
import System.IO

main :: IO ()
main = do
  hSetBuffering stdout NoBuffering
  putStrLn "to stdout"
  hPutStrLn stderr "to stderr"
  hPutStr stdout "partial "
  hPutStrLn stdout "line"
  hPutStr stderr "warning: "
  hPrint stderr (42 :: Int)
  hFlush stdout
  putStrLn "done"
