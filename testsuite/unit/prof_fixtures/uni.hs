main :: IO ()
main = do
  print (ñandú 20)
  print ({-# SCC "we\"ird\\label" #-} sum [1..(1000::Int)])
  print ({-# SCC "héllo_wörld" #-} length (show (ñandú 15)))

ñandú :: Int -> Int
ñandú n = if n < 2 then 1 else ñandú (n-1) + ñandú (n-2)
