{-# LANGUAGE bangPatterns #-}
main :: IO ()
main = print 1
