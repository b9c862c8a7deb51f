-- The list monad and list comprehensions: do-notation over lists,
-- >>=, concatMap, guard-style filtering, nested generators, let in
-- comprehensions, and a refutable pattern that skips elements
import Control.Monad (guard, replicateM)

pythagorean :: Int -> [(Int, Int, Int)]
pythagorean n = do
  a <- [1 .. n]
  b <- [a .. n]
  c <- [b .. n]
  guard (a * a + b * b == c * c)
  return (a, b, c)

pairs :: [a] -> [b] -> [(a, b)]
pairs xs ys = xs >>= \x -> ys >>= \y -> [(x, y)]

queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

justs :: [Maybe a] -> [a]
justs ms = [x | Just x <- ms]

firsts :: [[a]] -> [a]
firsts xss = do
  (x : _) <- xss
  return x

main :: IO ()
main = do
  print (pythagorean 20)
  print (pairs "ab" [True, False])
  print (length (queens 6), head (queens 8))
  print [(x, y) | x <- [1 .. 4 :: Int], let y = x * x, odd x]
  print [c | c <- "Hello World", c `elem` ['A' .. 'Z']]
  print (justs [Just 1, Nothing, Just 3, Nothing, Just (5 :: Integer)])
  print (firsts ["abc", "", "de", "", "f"])
  print (replicateM 2 "xyz")
  print (sequence [[1, 2], [3], [4, 5 :: Int]])
  print (concat [[x, y] | (x, y) <- zip "abc" "ABC"])
  print ([1, 2, 3] >> "ab", [] >>= \x -> [x, x :: Char])
  print (take 5 [(i, j) | i <- [1 ..], j <- [1 .. i], (i + j) `mod` 7 == (0 :: Integer)])
