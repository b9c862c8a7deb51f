-- -fno-prof-manual: the hand-written SCC pragmas are ignored, only the
-- automatic (-fprof-auto) cost centres remain
triangle :: Int -> Int
triangle n = {-# SCC "tri_sum" #-} sum [1 .. n]

triangles :: Int -> [Int]
triangles k = {-# SCC triangles_map #-} map triangle [1 .. k]

main :: IO ()
main = do
  let ts = {-# SCC "ts" #-} triangles 200
  print ({-# SCC "last" #-} last ts)
  print ({-# SCC "evens" #-} length (filter even ts))
  let ratio = {-# SCC ratio #-} (sum ts `div` length ts)
  print ratio
