-- Enum, Bounded and Ix for Word as GHC 9.0.2 has them, with the errors of
-- succ, pred, toEnum, fromEnum, division by zero and index (caught here;
-- word_succ_maxbound and the other word_* cases let them end the program).
import Control.Exception
import Data.Ix

try' :: String -> IO () -> IO ()
try' name act = do
  r <- try act
  case r of
    Left e -> putStrLn (name ++ ": " ++ show (e :: SomeException))
    Right () -> return ()

main :: IO ()
main = do
  print (minBound :: Word, maxBound :: Word)
  print ([minBound .. 5] :: [Word], [maxBound - 2 ..] :: [Word])
  print ([1, 4 .. 20] :: [Word], [20, 17 .. 1] :: [Word], [10, 9 .. 0] :: [Word])
  print ([5, 3 ..] :: [Word], take 3 [maxBound - 1, maxBound ..] :: [Word], [3, 5 .. 2] :: [Word])
  print ([maxBound - 10, maxBound - 4 ..] :: [Word], [0, maxBound ..] :: [Word], [7 .. 3] :: [Word])
  print (take 4 [10 :: Word ..], take 3 [maxBound, maxBound - 1 ..] :: [Word], [2, 2 .. 2] == take 5 (repeat (2 :: Word)))
  print (succ (3 :: Word), pred (3 :: Word), succ (maxBound - 1 :: Word), pred (1 :: Word))
  print (toEnum 0 :: Word, toEnum maxBound :: Word, fromEnum (2 ^ 63 - 1 :: Word))
  print (range (3, 7 :: Word), index (3, 7 :: Word) 5, inRange (3, 7 :: Word) 8, rangeSize (3, 7 :: Word))
  print (rangeSize (7, 3 :: Word), inRange (0, maxBound :: Word) maxBound, index (maxBound - 3, maxBound :: Word) maxBound)
  print (range ((0, 0), (1, 2 :: Word)), index ((0, 0), (1, 2 :: Word)) (1, 1))
  try' "succ" (print (succ (maxBound :: Word)))
  try' "pred" (print (pred (minBound :: Word)))
  try' "toEnum" (print (toEnum (-1) :: Word))
  try' "fromEnum" (print (fromEnum (maxBound :: Word)))
  try' "quot" (print (5 `quot` (0 :: Word)))
  try' "div" (print (5 `div` (0 :: Word)))
  try' "rem" (print (5 `rem` (0 :: Word)))
  try' "mod" (print (5 `mod` (0 :: Word)))
  try' "quotRem" (print (5 `quotRem` (0 :: Word)))
  try' "divMod" (print (fst (5 `divMod` (0 :: Word))))
  try' "index" (print (index (1, 5 :: Word) 10))
  try' "shiftL" (print (shiftLW 1 (-1)))
  try' "read" (print (read "1.5" :: Word))
  where shiftLW :: Word -> Int -> Word
        shiftLW x i = x * 2 ^ i
