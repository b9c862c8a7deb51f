-- a big Integer is GHC's IP constructor and its ARR_WORDS limbs in -hy/-hd/-hT
main :: IO ()
main = do
  let fs = scanl (*) 1 [1 .. 300 :: Integer]
  print (length (show (last fs)))
  print (sum (map (`mod` 1000) fs))
