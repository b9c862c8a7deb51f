-- A class that is its own superclass through another: GHC's message names
-- the path (Haskell 2010 forbids superclass cycles).
class (Show a, Sized a) => Shape a where
  area :: a -> Double

class Measured a => Sized a where
  size :: a -> Int

class Shape a => Measured a where
  measure :: a -> Double

main :: IO ()
main = print 1
