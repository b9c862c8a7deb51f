-- The C walks over Strings and lists (rts/prim_walk.c): Note [The walks step
-- appends], Note [String comparison falls back for good] and Note [words
-- walks with isSpace] in lib/Base.hs, Note [An element that is a value is
-- returned]: appends, nested appends, string literals, partial and
-- infinite lists, undefined elements and tails.
import Control.Exception
import Data.Char (toUpper)

try' :: String -> IO ()
try' s = do
  r <- try (evaluate (length s `seq` s))
  case r of
    Left e -> putStrLn ("error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall)))
    Right v -> putStrLn v

main :: IO ()
main = do
  let digits = concatMap show [1 .. 3000 :: Int]
      nested = ("ab" ++ ("cd" ++ "ef")) ++ ("gh" ++ digits)
      lazyUp = map toUpper "month 07"
  print (length digits, length nested, length (nested ++ nested))
  putStrLn (take 40 nested)
  putStrLn (take 30 ("month " ++ show (7 :: Int) ++ ", " ++ "day " ++ show (12 :: Int)))
  print (nested !! 7, nested !! 2000, (nested ++ "xyz") !! (length nested + 2))
  print (compare ("month " ++ "07") ("month " ++ "08"), compare lazyUp "MONTH 07")
  print ("ab" ++ "cd" == "abcd", "ab" ++ "cd" == "abce", ("ab" ++ "c") < ("ab" ++ "cd"))
  print (compare (digits ++ "a") (digits ++ "b"), digits ++ "x" == digits ++ "x")
  -- the difference comes before the undefined part: not evaluated
  print (("ab" ++ undefined) == "ac", compare ('a' : 'b' : undefined) ("a" ++ "c"))
  print (compare ("abc" ++ cycle "x") ("abc" ++ cycle "y"))
  print (take 5 (cycle ("ab" ++ "c")), cycle "xy" !! 1001)
  print ([id, (+ 1), (* 2)] !! 2 $ (21 :: Int), [undefined, 1 :: Int] !! 1)
  print (length ([1, 2, 3] ++ [undefined, undefined :: Int]))
  try' ("abc" ++ undefined)
  try' (take 3 ("ab" ++ error "never"))
  try' ("ab" ++ ('c' : error "the tail"))
  r <- try (evaluate (compare ("ab" ++ error "compared") "ab"))
  putStrLn (either (\e -> "error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall))) show r)
  r2 <- try (evaluate (([1, 2 :: Int] ++ [3]) !! 5))
  putStrLn (either (\e -> "error: " ++ show (e :: ErrorCall)) show r2)
  r3 <- try (evaluate ("ab" ++ undefined == "ab" ++ "c"))
  putStrLn (either (\e -> "error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall))) show r3)
  -- words: every kind of white space, and none
  print (words " \t hello\nworld\r\n  foo\fbar\vbaz\160qux  ", words "", words "   ", words "one")
  print (take 3 (words (cycle "ab cd ")), length (words (concat (replicate 500 "w "))))
  print (words ("ab" ++ " " ++ "cd" ++ "\n"), unwords (words "  a  b  "))
  print (take 1 (words ("x y" ++ undefined)))
  putStr (unlines [show i ++ ": " ++ replicate i '*' | i <- [1 .. 5 :: Int]])
