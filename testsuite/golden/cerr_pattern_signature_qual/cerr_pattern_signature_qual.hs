{-# LANGUAGE ScopedTypeVariables #-}
-- The same in a list comprehension's generator, nested in a constructor
-- pattern.
main :: IO ()
main = print [x * 2 | Just (x :: Int) <- [Just 1, Nothing, Just 3]]
