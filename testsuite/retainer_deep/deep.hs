-- A long list, a deep chain and a cycle through a thunk, all live across
-- censuses of a retainer profile.
data Chain = End | Link Chain Int

chain :: Int -> Chain
chain 0 = End
chain n = Link (chain (n - 1)) n

depth :: Chain -> Int
depth c = go c 0
  where
    go End acc = acc
    go (Link rest _) acc = acc `seq` go rest (acc + 1)

main :: IO ()
main = do
  n <- fmap read getLine
  let xs = replicate n 'x'
      c = chain n
      cyc = 1 : map (* 1) cyc :: [Int]
  print (length xs)
  print (depth c)
  print (cyc !! n)
  print (length xs + depth c + cyc !! 1)
