-- Integer division, multiplication, show, read and gcd over many sizes and
-- signs: divisors of one, two and more limbs (64-bit), values near 2^64
-- and powers of two, limbs of all zeros, all ones and a lone top bit, so
-- that the quotient estimates of rts/bignum.c's long division take every
-- turn (the add-back step included).  Identities are checked here too;
-- the printed digests and values were checked against GHC 9.0.2.
b64 :: Integer
b64 = 2 ^ 64

-- a 64-bit linear congruential generator
next :: Integer -> Integer
next s = (s * 6364136223846793005 + 1442695040888963407) `mod` b64

-- one limb: random, or one of the awkward values
limb :: Integer -> (Integer, Integer)
limb s = let s' = next s
             k = (s' `div` 2 ^ 58) `mod` 16
             v | k == 0 = 0
               | k == 1 = b64 - 1
               | k == 2 = 2 ^ 63
               | k == 3 = 1
               | k == 4 = 2 ^ 63 - 1
               | k == 5 = (s' `mod` 1000)
               | otherwise = s'
         in (v, s')

-- a number of exactly n limbs (top limb non-zero)
number :: Int -> Integer -> (Integer, Integer)
number n s0 = go n s0 0
  where
    go 0 s acc = (acc, s)
    go k s acc = let (v, s') = limb s
                     v' = if k == n && v == 0 then 1 + s' `mod` 7 else v
                 in go (k - 1) s' (acc * b64 + v')

numbers :: [Int] -> Integer -> [Integer]
numbers [] _ = []
numbers (n : ns) s = let (x, s') = number n s in x : numbers ns s'

digest :: Integer -> Integer
digest x = (x `mod` 1000000007) * 1000 + toInteger (length (show x))

-- every identity of quot/rem/div/mod for one pair
laws :: Integer -> Integer -> Bool
laws a b =
  let (q, r) = quotRem a b
      (d, m) = divMod a b
  in q * b + r == a && abs r < abs b && (r == 0 || signum r == signum a)
     && d * b + m == a && abs m < abs b && (m == 0 || signum m == signum b)
     && q == a `quot` b && r == a `rem` b && d == a `div` b && m == a `mod` b

signed :: Integer -> Integer -> [(Integer, Integer)]
signed a b = [(a, b), (negate a, b), (a, negate b), (negate a, negate b)]

specials :: [Integer]
specials = [1, 2, 3, 7, 10, 256, 10 ^ 18, 10 ^ 19, 2 ^ 32, 2 ^ 32 + 1, 2 ^ 63 - 1, 2 ^ 63,
            2 ^ 63 + 1, b64 - 1, b64, b64 + 1, 2 ^ 65 - 1, 2 ^ 127, 2 ^ 128 - 1, 2 ^ 128,
            2 ^ 128 + 1, 2 ^ 191, 2 ^ 192 - 1, 10 ^ 38, 3 ^ 100, 2 ^ 200 + 2 ^ 64 - 1]

-- a = b q + r built to order: the quotient estimate is often one too large
built :: Integer -> Int -> Int -> (Integer, Integer, Integer, Integer)
built s bn qn =
  let (b0, s1) = number bn s
      b = (b0 `mod` (b64 ^ (bn - 1))) + 2 ^ (64 * bn - 1)   -- top bit set
      (q, s2) = number qn s1
      (r0, s3) = number bn s2
      r = r0 `mod` b
  in (b * q + r, b, r, s3)

main :: IO ()
main = do
  -- the special values against each other, printed in full
  let sp = [(a, b) | a <- specials, b <- specials]
  mapM_ (\(a, b) -> print (a `quotRem` b, negate a `divMod` b, a `divMod` negate b)) (take 60 (filter (\(a, b) -> a >= b) sp))
  print (and [laws a' b' | (a, b) <- sp, (a', b') <- signed a b])
  print (sum [digest (x `div` y) + digest (x `mod` y) | (a, b) <- sp, (x, y) <- signed a b])
  -- random operands: dividend and divisor sizes in limbs
  let sizes = [(an, bn) | bn <- [1, 2, 3, 4, 5, 6, 8, 12, 17, 33], an <- [bn - 1, bn, bn + 1, bn + 2, bn + 3, bn + 7, bn + 20, 3 * bn + 40], an > 0]
      pairs = zip sizes [1 ..]
      cases = [(an, bn, numbers [an, bn] (toInteger (an * 1000 + bn) + k)) | ((an, bn), k) <- pairs]
  mapM_ (\(an, bn, [a, b]) ->
           putStrLn (show an ++ "/" ++ show bn ++ " " ++
                     show (and [laws x y | (x, y) <- signed a b]) ++ " " ++
                     show [digest v | (x, y) <- signed a b, let (q, r) = quotRem x y, let (d, m) = divMod x y, v <- [q, r, d, m]]))
        cases
  -- quotients built to be hard for the estimate
  let go _ 0 acc = acc
      go s k acc = let (a, b, r, s') = built s (1 + k `mod` 5) (1 + k `mod` 7)
                   in go s' (k - 1) (acc && a `mod` b == r && (a - r) `div` b * b == a - r && laws a b && laws (negate a) b)
  print (go 99 (400 :: Int) True)
  let hard = [built (toInteger k) bn qn | (k, bn, qn) <- zip3 [1 .. 30 :: Int] (cycle [2, 3, 4]) (cycle [1, 2, 5])]
  mapM_ (\(a, b, r, _) -> print (a `quotRem` b == (a `div` b, r), digest (a `quot` b), digest (negate a `mod` b))) hard
  -- divisors of one limb, the quotient written over many limbs (show's
  -- 10^19 and quotRem by 10 among them)
  let ds = [1, 2, 3, 5, 7, 10, 255, 256, 1000, 10 ^ 9, 10 ^ 18, 10 ^ 19, 2 ^ 32 - 1, 2 ^ 32, 2 ^ 62, 2 ^ 63 - 1, 2 ^ 63, 2 ^ 63 + 1, b64 - 2, b64 - 1]
      bigs = numbers [1, 2, 3, 5, 9, 16, 40, 100] 7
  print [[digest (x `quot` d) + x `rem` d | d <- ds] | x <- bigs]
  print [[digest (negate x `div` d) + negate x `mod` d | d <- ds] | x <- bigs]
  print (and [laws x' d' | x <- bigs, d <- ds, (x', d') <- signed x d])
  -- decimal text both ways
  let texts = numbers [1 .. 45] 11
  mapM_ (\x -> putStrLn (show x)) (take 12 texts)
  print (map digest texts)
  print (and [read (show x) == x && read (show (negate x)) == negate x | x <- texts])
  print (map (\x -> length (show x)) (iterate (* 10) 1 !! 200 : [10 ^ k - 1 | k <- [17 .. 42]]))
  print (show (negate (2 ^ 64 :: Integer)), show (10 ^ 19 :: Integer), show (10 ^ 38 - 1 :: Integer), show (b64 * b64 - 1))
  print (map (\x -> read x :: Integer) ["0", "-0", "18446744073709551615", "18446744073709551616", "-9223372036854775808", "00000000000000000000000000000012345678901234567890"])
  -- products around the Karatsuba threshold, and squares
  let ms = numbers [1, 2, 7, 20, 31, 32, 33, 45, 64, 65, 100, 130] 23
  print [digest (x * y) | x <- ms, y <- ms]
  print [digest (x * x) | x <- ms]
  print (and [x * y `div` y == x && (x * x) `quot` x == x && (x + 1) * (x + 1) == x * x + 2 * x + 1 | x <- ms, y <- ms])
  print (2 ^ 64 * (2 ^ 64 :: Integer), (b64 - 1) * (b64 - 1), (b64 - 1) ^ 5, (2 ^ 128 - 1) * (2 ^ 128 - 1))
  -- gcd and lcm
  let gs = numbers [1, 1, 2, 3, 4, 6, 9, 15] 31
  print [digest (gcd (x * z) (y * z)) | x <- gs, y <- gs, z <- [1, 6, 2 ^ 70 + 3]]
  print [gcd x y | x <- take 4 gs, y <- take 4 gs]
  print (lcm (2 ^ 100) (6 ^ 40), gcd (negate (2 ^ 80)) (2 ^ 70 * 3), gcd 0 (negate b64), gcd (b64 + 1) 0)
  -- powers modulo: repeated squaring as bench/rsa.hs
  let powMod b e m = if e == 0 then 1 else let h = powMod b (e `div` 2) m in if odd e then h * h `mod` m * b `mod` m else h * h `mod` m
  print [powMod 3 (10 ^ 30 + k) (2 ^ 127 - 1 + 2 * k) | k <- [0 .. 5]]
  print [powMod 7 (m - 1) m | m <- [2 ^ 89 - 1, 2 ^ 107 - 1, 2 ^ 127 - 1, 2 ^ 521 - 1, 10 ^ 40 + 1]]
