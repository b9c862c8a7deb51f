-- Many censuses (+RTS -i0), more than a 2 KB file holds.
main :: IO ()
main = mapM_ (\n -> print (sum [1 .. n :: Int])) [1 .. 3000 :: Int]
