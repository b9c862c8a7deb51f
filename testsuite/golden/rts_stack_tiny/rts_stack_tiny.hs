-- +RTS -K1: below one word, no stack limit at all (as GHC 9.0.2)
depth :: Int -> Int
depth 0 = 0
depth n = 1 + depth (n - 1)

main :: IO ()
main = do
  print (depth 10)
  print (depth 100000)
