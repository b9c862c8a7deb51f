{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE LambdaCase #-}
-- An extension lazyrts does not have is refused at its name.
main :: IO ()
main = mapM_ (print . classify) [0, 1, 2 :: Int]

classify :: Int -> String
classify = \case
  0 -> "zero"
  _ -> "other"
