-- the profiling way overflows a 1 MB stack with its own message (33568 bytes)
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 10)
  print (depth 100000)
