-- The same misspelling in a program that uses map: names the program
-- mentions come before the library's other names, so map is first
main :: IO ()
main = do
  print (map (* 2) [1, 2, 3 :: Int])
  print (mapp (+ 1) [1, 2, 3 :: Int])
