-- elem and lookup at types whose (==) is structural walk the evaluated
-- part of the list in C (Note [Finding in C] in lib/Base.hs and
-- rts/prim.c): what they evaluate, and in which order, must be what the
-- Haskell walk evaluates; user-written and derived instances keep their
-- own (==).
import Control.Exception

data Colour = Red | Green | Blue deriving (Eq, Show)

newtype Mod3 = Mod3 Int deriving Show

instance Eq Mod3 where
  Mod3 a == Mod3 b = a `mod` 3 == b `mod` 3

try' :: Show a => String -> a -> IO ()
try' what v = do
  r <- try (evaluate (let s = show v in length s `seq` s))
  case r of
    Left e -> putStrLn (what ++ ": error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall)))
    Right s -> putStrLn (what ++ ": " ++ s)

main :: IO ()
main = do
  let edges = [(i, i * 2) | i <- [1 .. 50 :: Int]]
  try' "pairs" (length [() | u <- [1 .. 60], v <- [1 .. 120], (u, v) `elem` edges])
  try' "pairs again" (length [() | u <- [1 .. 60], v <- [1 .. 120], (v, u) `elem` edges])
  try' "literal" ('x' `elem` "hello world", 'o' `elem` "hello world", notElem 'z' "abc")
  try' "string keys" (lookup "b" [("a", 1), ("b", 2 :: Int)], lookup "z" [("a", 1 :: Int)])
  try' "appended keys" (lookup ("ke" ++ "y2") [("key" ++ show i, i) | i <- [1 .. 5 :: Int]])
  try' "derived" (Blue `elem` [Red, Green], Green `elem` [Red, Green])
  try' "own (==)" (Mod3 4 `elem` [Mod3 1], lookup (Mod3 5) [(Mod3 2, "two")])
  try' "own (==) inside" ((1 :: Int, Mod3 7) `elem` [(1, Mod3 1)], lookup [Mod3 0] [([Mod3 3], 'y')])
  try' "infinite" (elem 3 ([1, 2] ++ [3 ..]), lookup 5 (zip [1 ..] "abcdefg"))
  try' "Maybe, Either" (elem (Just 'a') [Nothing, Just 'b', Just 'a'], elem (Left 3) [Right 'x', Left (3 :: Int)])
  try' "found first" (elem 3 [1, 2, 3, undefined], elem (1, 2) [(1, 3), (1, 2), undefined])
  try' "value not forced" (fmap length (lookup 2 [(1, undefined), (2, "ok")]))
  try' "lists" (elem [1, 2] [[1], [1, 2, 3], [1, 2 :: Integer]], elem "" ["a", ""])
  try' "big" (elem (2 ^ 70) [1, 2 ^ 69, 2 ^ 70 :: Integer], elem (-5) [2 ^ 65, -5 :: Integer])
  try' "units" (elem () [], elem () [()], elem LT [GT, EQ, LT], elem True [False])
  try' "doubles" (elem 1.5 [0.5, 1.5 :: Double], elem (0 / 0) [0 / 0 :: Double], elem 0 [-0.0 :: Double])
  try' "triples" (elem (1, 'a', "x") [(1, 'a', "y"), (1, 'a', "x" :: String)] :: Bool)
  try' "error tail" (elem 4 (1 : 2 : 3 : error "tail"))
  try' "error element" (elem 4 [1, 2, error "element", 4])
  try' "error in a pair" (elem (1, 2) [(1, 3), (error "first", 2 :: Int)] :: Bool)
  try' "error in the key" (lookup (error "key" :: Int) [(1, 'a')], lookup (error "key" :: Int) ([] :: [(Int, Char)]))
  try' "error in the second" (elem (1, error "second") [(2, 3), (1, 3 :: Int)] :: Bool)
  let lazyKeys = [(show i, i) | i <- [1 .. 2000 :: Int]]
  try' "lazy keys" (lookup "1999" lazyKeys, lookup "7" lazyKeys, lookup "2001" lazyKeys)
  try' "nub" (length (filter (`elem` [3, 5 .. 99]) [1 .. 1000 :: Int]))
  -- a flat key (Note [A flat key] in rts/prim_walk.c): compared straight
  -- after the first element, field by field, else by the general walk
  try' "flat pairs" ((7, -3) `elem` [(i, -i `div` 2) | i <- [1 .. 9 :: Int]], (3, 'c') `elem` zip [1 ..] "abc")
  try' "flat chars" ('q' `elem` ['a' .. 'z'], '\1114111' `elem` "ab\1114111", lookup 'k' (zip ['a' ..] [1 :: Int ..]))
  try' "flat words" ((maxBound :: Word) `elem` [1, 2, maxBound], lookup (2 :: Word) [(1, 'a'), (2, 'b')])
  try' "flat integers" (elem 5 [2 ^ 64, 2 ^ 65, 5 :: Integer], elem (2 ^ 64) [1, 2, 2 ^ 64 :: Integer])
  try' "flat then lazy" (elem (1, 2) [(0, 0), (2, error "not this"), (1, 2 :: Int)] :: Bool)
  try' "flat then error" (elem (1, 2) [(0, 0), (1, error "second field"), (1, 2 :: Int)] :: Bool)
  try' "flat Maybe" (elem (Just 'x') [Nothing, Just 'a', Nothing, Just 'x'], lookup (Just 3) [(Nothing, 'n'), (Just (3 :: Int), 'j')])
