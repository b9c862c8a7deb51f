-- A method constraint on the class variable alone needs
-- ConstrainedClassMethods in GHC.
class Shape s where
  area :: s -> Double
  same :: Eq s => s -> s -> Bool

main :: IO ()
main = print 1
