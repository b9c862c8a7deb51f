-- A constructor in a pattern is reported by the renamer, without
-- bullets; a variable of the other namespace is named as such
main :: IO ()
main = case Just (1 :: Int) of
  Jst x -> print x
  Nothing -> return ()
