-- sort at types whose order is structural sorts an evaluated list in C
-- (Note [Sorting in C] in lib/Base.hs and rts/prim_walk.c); a list with
-- something unevaluated, or a type with its own Ord, goes through sortBy.
-- The results, and what is evaluated, must be sortBy's.
import Control.Exception
import Data.List (sort, sortBy)

data Colour = Red | Green | Blue deriving (Eq, Ord, Show)

newtype Rev = Rev Int deriving (Eq, Show)

instance Ord Rev where
  compare (Rev a) (Rev b) = compare b a

try' :: Show a => String -> a -> IO ()
try' what v = do
  r <- try (evaluate (let s = show v in length s `seq` s))
  case r of
    Left e -> putStrLn (what ++ ": error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall)))
    Right s -> putStrLn (what ++ ": " ++ s)

main :: IO ()
main = do
  let text = take 5000 (cycle "sorting in C, or by sortBy: the same list")
      nums = [(i * 7919) `mod` 1009 | i <- [1 .. 3000 :: Int]]
  print (length text, sum nums)
  try' "characters" (take 40 (sort text), length (sort text))
  try' "ints" (take 10 (sort nums), take 5 (reverse (sort nums)))
  try' "short" (sort ([] :: [Int]), sort [7 :: Int], sort [2, 1 :: Int])
  try' "pairs" (sort [(2, "b"), (1, "z"), (2, "a"), (1, "") :: (Int, String)])
  try' "triples" (sort [(1, 'b', True), (1, 'a', False), (0, 'z', True) :: (Int, Char, Bool)])
  try' "Maybe, Either" (sort [Just 3, Nothing, Just (1 :: Integer)], sort [Right 'a', Left (2 :: Int), Left 1])
  try' "big Integers" (sort [2 ^ 70, -(2 ^ 65), 0, 2 ^ 64 :: Integer])
  try' "strings" (sort (words "the quick brown fox jumps over the lazy dog"))
  try' "lists of lists" (sort [[3, 1], [2 :: Int], [], [2, 0]])
  try' "units, Bools, Orderings" (sort [(), ()], sort [True, False, True], sort [GT, LT, EQ])
  try' "Doubles" (sort [2.5, -1.5, 0 :: Double])
  try' "derived Ord" (sort [Blue, Red, Green, Red])
  try' "own Ord" (sort [Rev 1, Rev 3, Rev 2])
  try' "own Ord inside" (sort [(1 :: Int, Rev 1), (1, Rev 2)])
  try' "unevaluated" (sort (map (`mod` 5) [10, 9 .. 1 :: Int]))
  try' "error element" (sort [3, 1, error "element", 2 :: Int])
  try' "error tail" (take 2 (sort (3 : 1 : error "tail" :: [Int])))
  try' "error unreached" (head (sort [1, 2 :: Int]), length (sort [undefined, undefined :: Int]))
  try' "sortBy" (sortBy (\a b -> compare (snd a) (snd b)) [(1, 'b'), (2, 'a'), (3 :: Int, 'b')])
