module Main where

-- -fprof-cafs with top-level pattern bindings: each bound variable's CAF
-- centre has the span of the variable in the pattern; the pattern's own
-- value is a CAF GHC calls ds (its centre has no location), and GHC's
-- :Main.main wrapper is a CAF of its own, CAF:main of module :Main
(smallest, largest) = (minimum values, maximum values)

values :: [Int]
values = [9, 2, 7, 4]

spread :: Int
spread = largest - smallest

main :: IO ()
main = do
  print spread
  print (smallest * largest)
