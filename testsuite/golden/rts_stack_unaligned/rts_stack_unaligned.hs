-- +RTS -K9: one word, rounded up to the first stack chunk (880 bytes)
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 100000)
