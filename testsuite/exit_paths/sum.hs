-- Sums the numbers of its input, one a line; says "ready" first.
import System.IO

main :: IO ()
main = do
  hPutStrLn stderr "ready"
  s <- getContents
  print (sum (map read (lines s) :: [Int]))
