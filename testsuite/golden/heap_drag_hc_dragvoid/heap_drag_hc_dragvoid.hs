-- Function closures used early and kept (drag), data never used (void).
adders :: Int -> [Int -> Int]
adders n = [(+ i) | i <- [1 .. n]]

applyAll :: [Int -> Int] -> Int -> Int
applyAll fs x = sum [f x | f <- fs]

spin :: Int -> Int
spin n = length (filter odd [1 .. n])

main :: IO ()
main = do
  let fs = adders 3000
      junk = [show i | i <- [1 .. 3000 :: Int]]
  print (applyAll fs 1)
  print (spin 300000)
  print (length fs + length junk)
