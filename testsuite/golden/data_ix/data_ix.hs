-- Data.Ix: range, index, inRange and rangeSize for the standard
-- instances, an instance of the program's own, and GHC's index errors.
import Data.Ix
import Control.Exception

data Colour = Red | Green | Blue deriving (Show, Eq, Ord, Enum)

instance Ix Colour where
  range (a, b) = [a .. b]
  index (a, _) c = fromEnum c - fromEnum a
  inRange (a, b) c = a <= c && c <= b

attempt :: Show a => a -> IO ()
attempt x = print x `catch` \e -> putStrLn ("error: " ++ show (e :: ErrorCall))

-- a table indexed by any Ix type, as an association list
tabulate :: Ix i => (i, i) -> (i -> e) -> [(Int, e)]
tabulate bnds f = [(index bnds i, f i) | i <- range bnds]

main :: IO ()
main = do
  print (range (1 :: Int, 5), range ('a', 'e'), range (5 :: Integer, 1))
  print (range ((0, 0), (1, 2)) :: [(Int, Int)])
  print (range ((0, 'a', False), (1, 'b', True)) :: [(Int, Char, Bool)])
  print (index (10 :: Int, 20) 15, index ('a', 'z') 'q', index (-5 :: Integer, 5) 0)
  print (index ((1, 1), (3, 4)) (2, 3 :: Int), index ((0, 0, 0), (2, 2, 2)) (1, 2, 0 :: Int))
  print (inRange ('a', 'z') 'Q', inRange (1 :: Int, 10) 10, inRange ((0, 0), (2, 2)) (1, 3 :: Int))
  print (rangeSize (1 :: Int, 10), rangeSize (5 :: Int, 1), rangeSize ((1, 1), (3, 4) :: (Int, Int)))
  print (range (False, True), range (LT, GT), range ((), ()), index (LT, GT) GT)
  print (range (Red, Blue), index (Green, Blue) Blue, rangeSize (Red, Blue), inRange (Red, Green) Blue)
  print (tabulate ('x', 'z') fromEnum)
  print (tabulate ((0, 0), (1, 1)) (\(i, j) -> i * 10 + j :: Int))
  attempt (index (1 :: Int, 5) 10)
  attempt (index (-3 :: Integer, -1) 0)
  attempt (index ('a', 'c') 'z')
  attempt (index (False, False) True)
  attempt (index (LT, EQ) GT)
  attempt (index ((1, 1), (2, 2)) (3, 1 :: Int))
  attempt (index ((1, 1, 1), (2, 2, 2)) (1, 1, 3 :: Int))
  print (index (1 :: Int, 3) 4)
