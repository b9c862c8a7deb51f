-- Values that are never demanded are never evaluated
expensive :: Int -> Int
expensive n = length [() | _ <- [1 .. n * 1000000000]]

choose :: Bool -> Int -> Int -> Int
choose c a b = if c then a else b

main :: IO ()
main = do
  let unused = error "never demanded"
      big = expensive 1000
  print (fst (1 :: Int, unused :: Int))
  print (length [undefined, undefined, error "boom" :: Int])
  print (const 'k' (undefined :: Int))
  print (choose True 7 big)
  print (take 3 (map (* 2) [1, 2, 3, undefined]))
  print (snd (error "left" :: Int, "right"))
  print (null (undefined : undefined :: [Int]))
  print (result 5)
  print (and [False, undefined], or [True, error "no"])
  print (takeWhile (< 3) [1, 2, 3, error "stop"])
  let (a, b) = (length "abc", error "b is lazy" :: Int)
  print a
  print (case Just unused of Just _ -> "matched without forcing"; Nothing -> "no")
  where
    result n
      | n > 0 = small
      | otherwise = crash
      where
        small = n * 2
        crash = error "crash is never demanded"
