-- A case of a constructor built in place (Note [A case of a constructor
-- built in place] in compiler/cg_expr.c): an inlined library function
-- that scrutinises a pair built at its call binds the pair's fields
-- instead of building it, in the vanilla way.  Its fields stay lazy, a
-- constructor with strict fields is still built (and evaluates them),
-- and a case binder still sees the constructor.
import Control.Exception

data S = S !Int Int deriving Show

data T = T Int Int deriving Show

try' :: Show a => String -> a -> IO ()
try' what v = do
  r <- try (evaluate (let s = show v in length s `seq` s))
  case r of
    Left e -> putStrLn (what ++ ": error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall)))
    Right s -> putStrLn (what ++ ": " ++ s)

pick :: (Int, Int) -> Int
pick p = case p of (_, b) -> b

main :: IO ()
main = do
  try' "lazy field" (snd (error "first" :: Int, 2 :: Int), fst (3 :: Int, undefined :: Int))
  try' "uncurry" (uncurry (+) (4, 5 :: Int), uncurry const (6 :: Int, error "unused" :: Int))
  try' "pair order" ((1 :: Int, error "second") <= (2, error "other" :: Bool), (2 :: Int, True) <= (2, False))
  try' "pair order forces" ((1 :: Int, error "second") <= (1, True :: Bool))
  try' "compare" (compare (1 :: Int, 'a') (1, 'b'), compare (2 :: Int, error "x" :: Char) (1, 'z'))
  try' "strict field" (case S (error "strict") 2 of S _ b -> b)
  try' "lazy field of a plain constructor" (case T (error "lazy") 2 of T _ b -> b)
  try' "binder" (case (7 :: Int, 8 :: Int) of p@(a, _) -> (p, a))
  try' "user case" (pick (error "whole" `seq` (1, 2)), pick (undefined, 9))
  try' "maybe" (maybe 0 (+ 1) (Just (10 :: Int)), either id length (Right "abc" :: Either Int String))
