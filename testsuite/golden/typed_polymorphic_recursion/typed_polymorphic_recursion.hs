-- Polymorphic recursion: the recursive calls are at a different type
-- than the definition, which is only accepted thanks to the signatures
data Nested a = Flat a | Nest (Nested [a])

data Seq a = Nil | Cons a (Seq (a, a))

depth :: Nested a -> Int
depth (Flat _) = 0
depth (Nest n) = 1 + depth n

flatten :: Nested a -> [[a]]
flatten (Flat x) = [[x]]
flatten (Nest n) = concat (flatten n)

len :: Seq a -> Int
len Nil = 0
len (Cons _ s) = 1 + 2 * len s

toList :: Seq a -> [a]
toList Nil = []
toList (Cons x s) = x : concatMap (\(a, b) -> [a, b]) (toList s)

showNested :: Show a => Nested a -> String
showNested (Flat x) = show x
showNested (Nest n) = "Nest(" ++ showNested n ++ ")"

build :: Int -> a -> Nested a
build 0 x = Flat x
build k x = Nest (build (k - 1) [x, x])

main :: IO ()
main = do
  let n = Nest (Nest (Flat [[1, 2], [3 :: Int]]))
  print (depth n)
  print (flatten n)
  putStrLn (showNested n)
  putStrLn (showNested (build 3 'x'))
  print (depth (build 5 ()))
  let s = Cons 'a' (Cons ('b', 'c') (Cons (('d', 'e'), ('f', 'g')) Nil))
  print (len s, toList s)
  print (toList (Cons (1 :: Integer) Nil), len (Nil :: Seq Bool))
