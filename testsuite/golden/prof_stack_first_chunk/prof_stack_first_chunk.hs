-- the profiling way: -K8 is the first stack chunk (840 bytes)
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 100000)
