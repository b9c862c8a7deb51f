{-# LANGUAGE ScopedTypeVariables #-}
-- A pattern type signature on the left of a do statement's arrow is
-- refused at its "::" like any other, not reported as a parse error at
-- the arrow.
main :: IO ()
main = do
  line <- return "42"
  (n :: Int) <- return (read line)
  print (n + 1)
