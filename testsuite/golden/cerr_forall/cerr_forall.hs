{-# LANGUAGE ScopedTypeVariables #-}
-- The pragma is accepted (it changes nothing in what lazyrts parses), and
-- an explicit forall is refused at the keyword.
pairUp :: forall a. [a] -> [(a, a)]
pairUp xs = zip xs (tail xs)

main :: IO ()
main = print (pairUp "abc")
