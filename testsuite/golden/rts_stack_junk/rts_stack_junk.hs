-- +RTS -K1mjunk: GHC reads 1 and the last letter, k: 1024 bytes
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 10)
  print (depth 100000)
