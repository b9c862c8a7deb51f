-- A derived Enum instance past its last constructor: the output before
-- the error is printed, then GHC's message names the type and the
-- constructor-derived method, and the program exits with status 1
data Colour = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded)

cycleNext :: Colour -> Colour
cycleNext c
  | c == maxBound = minBound
  | otherwise = succ c

main :: IO ()
main = do
  print (map cycleNext [Red ..])
  print (map fromEnum [Red, Blue], toEnum 1 :: Colour)
  print ([minBound .. maxBound] :: [Colour])
  print (pred Green)
  print ([Blue, Green ..], [Red, Blue ..], compare Red Blue)
  print (map (\c -> (c, fromEnum c * 10)) [Green ..])
  print (succ (maxBound :: Colour))
  putStrLn "not reached"
