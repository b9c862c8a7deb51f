-- The second label of a record update is only a local variable, not a
-- field: GHC reports it as not in scope.
data Box = Box { width :: Int, height :: Int } deriving Show

widen :: Box -> Box
widen b = b { width = 3, depth = 4 }
  where depth = 4

main :: IO ()
main = print (widen (Box 1 2))
