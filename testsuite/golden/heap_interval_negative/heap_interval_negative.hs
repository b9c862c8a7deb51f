-- +RTS -i-1: GHC 9.0.2 takes no census on the way, only the last one
build :: Int -> [Int]
build n = [1 .. n]

main :: IO ()
main = do
  let xs = build 200000
  print (length xs)
  print (sum xs)
