-- +RTS -Kinf: GHC's conversion of infinity gives 0, no limit
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 10)
  print (depth 100000)
