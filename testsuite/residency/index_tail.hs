-- max-residency: 1048576
-- `print (hamming !! n)` of a top-level list that refers to itself:
-- (!!) is the primitive in place (Note [(!!) is a primitive] in
-- lib/Base.hs), and the thunk's PRIM is in tail position, so its
-- fallback's walk must run as a tail call.  With a case frame for the
-- RETURN_R, the thunk's activation, and through its code the `hamming`
-- CAF, stayed alive while the walk went down the list (Note [A primitive
-- in tail position] in rts/eval.c): 2.3 MB for bench/stream in the
-- profiling way, where GHC keeps 332 KB.
hamming :: [Integer]
hamming = 1 : merge3 (map (* 2) hamming) (map (* 3) hamming) (map (* 5) hamming)
  where
    merge3 a b c = merge a (merge b c)
    merge xx@(x : xs) yy@(y : ys)
      | x < y = x : merge xs yy
      | x > y = y : merge xx ys
      | otherwise = x : merge xs ys
    merge xs [] = xs
    merge [] ys = ys

main :: IO ()
main = print (hamming !! 60000)
