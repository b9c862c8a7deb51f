-- A local SCC pragma must name a binding of its own group
main :: IO ()
main = print (area 3)
  where
    area :: Int -> Int
    area r = 3 * r * r
    {-# SCC perimeter #-}
