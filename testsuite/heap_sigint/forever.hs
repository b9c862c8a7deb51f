-- runs until interrupted, keeping a little live data
main :: IO ()
main = do
  let table = [(i, show i) | i <- [1 .. 2000 :: Int]]
  print (length table)
  print (length (filter even [1 ..]) + length table)
