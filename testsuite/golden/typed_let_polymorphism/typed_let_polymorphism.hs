-- Let- and where-bound functions without signatures are generalised and
-- used at several types; lambda-bound ones are not, so they get one type
pairUp :: (Int, Bool)
pairUp = let id' x = x in (id' 1, id' True)

twice :: (a -> a) -> a -> a
twice f = f . f

main :: IO ()
main = do
  let id' x = x
      compose f g x = f (g x)
      swap (a, b) = (b, a)
      dup x = (x, x)
  print (id' 3, id' "three", id' 'c')
  print (compose show (+ 1) 41, compose length words "a b c")
  print (swap (1, 'x'), swap ("y", False))
  print (dup (), dup (dup 'q'))
  print pairUp
  print (twice tail "abcd", twice (* 2) 5, twice (map succ) [1, 2, 3])
  print (applyBoth (length :: [Int] -> Int) [1, 2, 3])
  print (counts "hello", counts [True, False, True])
  print (wrap 'a', wrap [1, 2], wrap (wrap ()))
  where
    applyBoth f xs = (f xs, f (reverse xs))
    counts xs = (len xs, len (zip xs xs))
      where len ys = foldr (\_ n -> n + 1) (0 :: Int) ys
    wrap x = [x]
