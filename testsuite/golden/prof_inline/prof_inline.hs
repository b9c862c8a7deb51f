-- Bindings marked INLINE get no automatic cost centre: their cost is
-- charged to the caller, while the un-pragma'd twin gets its own centre
square :: Int -> Int
square x = x * x
{-# INLINE square #-}

cube :: Int -> Int
cube x = x * x * x

sumOf :: (Int -> Int) -> [Int] -> Int
sumOf f xs = go 0 xs
  where
    go acc [] = acc
    go acc (y : ys) = go (acc + f y) ys
    {-# INLINE go #-}

main :: IO ()
main = do
  print (sumOf square [1 .. 200])
  print (sumOf cube [1 .. 200])
  print (map square [1, 2, 3], map cube [1, 2, 3])
