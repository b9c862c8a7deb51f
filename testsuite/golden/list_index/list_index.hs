-- (!!) is primListIndex itself (Note [(!!) is a primitive] in lib/Base.hs):
-- n is evaluated first, xs is lazy, and the walk hands unevaluated tails
-- and negative indexes to indexFrom, with GHC's messages.
import Control.Exception
t :: Show a => String -> a -> IO ()
t w v = do
  r <- try (evaluate (let s = show v in length s `seq` s))
  putStrLn (w ++ ": " ++ either (\e -> "error: " ++ takeWhile (/= '\n') (show (e :: ErrorCall))) id r)
main :: IO ()
main = do
  t "a" ("hello" !! 1, [1 ..] !! 1000 :: Int, (map (* 2) [1 .. 10] :: [Int]) !! 9)
  t "neg" ((undefined :: [Int]) !! (-1))
  t "large" ([1, 2, 3 :: Int] !! 3)
  t "undef list" ((undefined :: [Int]) !! 0)
  t "undef elem" ([undefined, 2 :: Int] !! 1)
  t "lazy" (([1, 2] ++ error "tail") !! 1 :: Int)
  t "lazy2" (([1, 2] ++ error "tail") !! 2 :: Int)
  t "neg2" ("abc" !! (-5))
