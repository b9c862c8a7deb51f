-- Two names equally near: mapM comes first, in the order GHC meets
-- the Prelude's names (the program never mentions either)
main :: IO ()
main = print (mapp (+ 1) [1, 2, 3 :: Int])
