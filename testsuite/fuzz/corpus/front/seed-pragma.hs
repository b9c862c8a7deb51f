{-# LANGUAGE LambdaCase #-}
main = print 1
