{-# LANGUAGE ScopedTypeVariables, LambdaCaze #-}
-- A name that is no extension of GHC's is GHC's error, before lazyrts
-- looks at the extensions it lacks.
main :: IO ()
main = print 1
