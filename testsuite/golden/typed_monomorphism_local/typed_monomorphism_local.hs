-- The monomorphism restriction in a let: `sq = \x -> x * x` binds no
-- arguments, so sq is not generalised; its use at Int fixes its type and
-- sq (2 ^ 40) wraps around at 64 bits (a function binding would not)
main :: IO ()
main = do
  let sq = \x -> x * x
      cube y = y * y * y
  print (sq (length "abcd"))
  print (sq (2 ^ 40))
  print (cube (length "ab"), cube (2 ^ 40))
