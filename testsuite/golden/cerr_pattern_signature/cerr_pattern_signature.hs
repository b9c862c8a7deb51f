{-# LANGUAGE ScopedTypeVariables #-}
-- A pattern type signature is refused at its "::".
main :: IO ()
main = mapM_ (\(n :: Int) -> print (n * 2)) [1, 2, 3]
