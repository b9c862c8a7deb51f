-- The trivial program of hpdiff.py's docstring: its heap profiles are the
-- "furniture" (GHC's runtime and library objects) that hpdiff.py does not
-- score.  The long count keeps it running for a few censuses and retains
-- nothing.
main :: IO ()
main = do
  putStrLn "x"
  print (length [1 .. 10 :: Int])
  print (length [1 .. 10000000 :: Int])
