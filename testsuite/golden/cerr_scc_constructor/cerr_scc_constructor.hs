-- An SCC label that is a constructor's name is a parse error for GHC
main :: IO ()
main = print ({-# SCC Total #-} sum [1 .. 10 :: Int])
