-- List comprehensions: several generators, guards, lets, patterns, nesting
pythagorean :: Int -> [(Int, Int, Int)]
pythagorean n = [(a, b, c) | c <- [1 .. n], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c]

main :: IO ()
main = do
  print [(x, y) | x <- [1 .. 3 :: Int], y <- "ab"]
  print [(x, y) | x <- [1 .. 4 :: Int], y <- [x .. 4], x + y == 5]
  print (pythagorean 30)
  print [x * y | x <- [1 .. 4 :: Int], let y = x + 1, odd x]
  print [x | Just x <- [Just 1, Nothing, Just (3 :: Int), Nothing]]
  print [c | (c, True) <- zip "abcdef" (cycle [True, False])]
  print [[y | y <- [1 .. x]] | x <- [1 .. 4 :: Int]]
  print [(i, j) | i <- [1 .. 3 :: Int], j <- [i + 1 .. 3]]
  print (concat [[a, b] | (a, b) <- zip "HLO" "el!"])
  print (length [() | _ <- [1 .. 10 :: Int], _ <- [1 .. 10 :: Int], _ <- [1 .. 10 :: Int]])
  print [if even n then n else negate n | n <- [1 .. 8 :: Int], n /= 5]
  print (take 3 [(n, m) | n <- [1 ..], m <- [1 .. n], n * m == 12] :: [(Int, Int)])
  print [w | w <- words "the quick brown fox jumps over the lazy dog", length w > 3]
  print (sum [x | x <- [1 .. 999 :: Int], x `mod` 3 == 0 || x `mod` 5 == 0])
