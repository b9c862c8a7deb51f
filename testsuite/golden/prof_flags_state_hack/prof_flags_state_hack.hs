-- prof golden: GHC flags that change nothing at -O0 (-fno-state-hack, -rtsopts,
-- -O0): the tree is GHC 9.0.2's for ghc -O0 -prof -fprof-auto -fno-state-hack
-- (checked with profdiff.py: 13/13 paths; GHC's tree is the same without
-- -fno-state-hack)
import Control.Monad

work :: Int -> Int
work n = sum [1 .. n]

report :: Int -> IO ()
report n = do
  let s = work n
  putStrLn ("n=" ++ show n)
  print s

runAll :: [Int] -> IO ()
runAll ns = mapM_ report ns

act :: IO ()
act = print (work 1000)

main :: IO ()
main = do
  runAll [100, 200, 300]
  let a = report 50
  a
  a
  act
  act
  forM_ [1, 2 :: Int] $ \i -> print (work (i * 10))
