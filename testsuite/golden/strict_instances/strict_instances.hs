-- The Eq, Ord, Show, Enum and Monoid instances of the library look at
-- their arguments exactly as GHC's derived (or hand-written) ones do.
-- Each line shows a value, or <msg> where an error stopped it: which
-- argument is forced, in which order, and what (<), (<=), (>), (>=),
-- max and min give for NaN fields.
import Control.Exception
import Data.List (sort)
import Data.Ord (Down(..))

-- The text of s as far as it can be evaluated, then <msg> of the error.
walk :: String -> IO String
walk s = do
  r <- try (evaluate s)
  case r of
    Left e -> return ("<" ++ message e ++ ">")
    Right [] -> return ""
    Right (c : cs) -> do
      rc <- try (evaluate c)
      case rc of
        Left e -> return ("<" ++ message e ++ ">")
        Right c' -> fmap (c' :) (walk cs)

message :: SomeException -> String
message e = takeWhile (/= '\n') (show e)

txt :: String -> String -> IO ()
txt label s = walk s >>= \r -> putStrLn (label ++ ": " ++ r)

val :: Show a => String -> a -> IO ()
val label x = txt label (show x)

l, r :: a
l = error "L"
r = error "R"

nan :: Double
nan = 0 / 0

-- Every comparison method on x and y.
ops :: Ord a => String -> a -> a -> IO ()
ops name x y = do
  putStrLn ("-- " ++ name)
  val "==" (x == y)
  val "/=" (x /= y)
  val "compare" (compare x y)
  val "<" (x < y)
  val "<=" (x <= y)
  val ">" (x > y)
  val ">=" (x >= y)
  val "max" (max x y `seq` ())
  val "min" (min x y `seq` ())

main :: IO ()
main = do
  ops "() L ()" (l :: ()) ()
  ops "() () R" () (r :: ())
  ops "() L R" (l :: ()) r
  ops "Bool False R" False r
  ops "Bool L R" (l :: Bool) r
  ops "Ordering L R" (l :: Ordering) r
  ops "Maybe Nothing R" Nothing (r :: Maybe Int)
  ops "Maybe L R" (l :: Maybe Int) r
  ops "Maybe (Just L) (Just R)" (Just (l :: Int)) (Just r)
  ops "Either L R" (l :: Either Int Int) r
  ops "Either (Right L) (Right R)" (Right (l :: Int) :: Either Int Int) (Right r)
  ops "(,) L R" (l :: (Int, Int)) r
  ops "(,) (L,L2) (R,R2)" (l :: Int, error "L2" :: Int) (r, error "R2")
  ops "(,) (1,L) (1,R)" (1 :: Int, l :: Int) (1, r)
  ops "(,,) L R" (l :: (Int, Int, Int)) r
  ops "(,,,,,,) L R" (l :: (Int, Int, Int, Int, Int, Int, Int)) r
  ops "[] L R" (l :: [Int]) r
  ops "[] [L] [R]" [l :: Int] [r]
  ops "Int L R" (l :: Int) r
  ops "Char L R" (l :: Char) r
  ops "Double L R" (l :: Double) r
  ops "Rational L R" (l :: Rational) r
  ops "Down L R" (l :: Down Int) r
  ops "Down (Down L) (Down R)" (Down (l :: Int)) (Down r)
  ops "(,) nan" (1 :: Int, nan) (1, nan)
  ops "(,,) nan" (nan, nan, 1 :: Int) (nan, nan, 1)
  ops "Maybe nan" (Just nan) (Just nan)
  ops "Either nan" (Left nan :: Either Double Int) (Left nan)
  ops "[] nan" [nan] [nan]
  ops "Down nan" (Down nan) (Down nan)
  ops "Double nan" nan nan
  putStrLn "-- max and min with NaN"
  val "max (Just nan) (Just 1)" (max (Just nan) (Just 1))
  val "min (1,nan) (1,2)" (min (1 :: Int, nan) (1, 2))
  val "max (Down nan) (Down 1)" (max (Down nan) (Down 1))
  val "min (Down nan) (Down 1)" (min (Down nan) (Down 1))
  val "max nan 1" (max nan 1)
  val "max 1 nan" (max 1 nan)
  putStrLn "-- Show"
  txt "show ()" (show (l :: ()))
  txt "showsPrec 11 ()" (showsPrec 11 (l :: ()) "")
  txt "show [(),L]" (show [(), l :: ()])
  txt "show Bool" (show (l :: Bool))
  txt "show Ordering" (show (l :: Ordering))
  txt "show Maybe" (show (l :: Maybe Int))
  txt "show (Just L)" (show (Just (l :: Int)))
  txt "show (L,1)" (show (l :: Int, 1 :: Int))
  txt "show [1,L]" (show [1, l :: Int])
  txt "show ('a':L)" (show ('a' : l))
  txt "show String" (show (l :: String))
  txt "show (Down L)" (show (Down (l :: Int)))
  putStrLn "-- Enum"
  val "fromEnum ()" (fromEnum (l :: ()))
  val "enumFrom ()" (enumFrom (l :: ()))
  val "enumFromTo () R" (enumFromTo () r)
  val "enumFromTo L ()" (enumFromTo l ())
  val "take 2 (enumFromThen () R)" (take 2 (enumFromThen () r))
  val "take 2 (enumFromThenTo () () R)" (take 2 (enumFromThenTo () () r))
  val "succ ()" (succ (l :: ()) `seq` ())
  val "toEnum 0 :: ()" (toEnum 0 :: ())
  val "fromEnum Bool" (fromEnum (l :: Bool))
  val "enumFromTo False R" (enumFromTo False r)
  val "[True, False ..]" [True, False ..]
  val "[GT, EQ ..]" [GT, EQ ..]
  putStrLn "-- Semigroup and Monoid"
  val "L <> R :: ()" ((l <> r) :: ())
  val "mconcat L :: ()" (mconcat l :: ())
  val "LT <> R" (LT <> r)
  val "L <> LT" (l <> LT)
  val "mconcat [EQ, GT, L]" (mconcat [EQ, GT, l])
  val "Nothing <> R" (Nothing <> (r :: Maybe [Int]))
  val "Left 1 <> R" ((Left 1 :: Either Int Int) <> r)
  val "Right 1 <> R" ((Right 1 :: Either Int Int) <> r)
  putStrLn "-- through the library"
  val "maximum [(),L]" (maximum [(), l :: ()])
  val "minimum [L,R :: ()]" (minimum [l, r :: ()])
  val "maximum [L,R :: (Int,Int)]" (maximum [l, r :: (Int, Int)])
  val "maximum [L,R :: (Int,Int,Int)]" (maximum [l, r :: (Int, Int, Int)])
  val "length (sort [(),L,R])" (length (sort [(), l, r]))
  val "() `elem` [R]" (() `elem` [r])
  val "lookup () [(R,1)]" (lookup () [(r, 1 :: Int)])
