-- Benchmark: Integer modular arithmetic: Miller-Rabin primes, RSA keys,
-- encryption and decryption of a text, the Chinese remainder theorem
import Data.Char (ord, chr)

size :: Int
size = 9

-- b^e mod m by repeated squaring
powMod :: Integer -> Integer -> Integer -> Integer
powMod b e m = go (b `mod` m) e 1
  where
    go _ 0 acc = acc
    go x k acc = go (x * x `mod` m) (k `div` 2) (if odd k then acc * x `mod` m else acc)

-- (g, x, y) with a x + b y = g
egcd :: Integer -> Integer -> (Integer, Integer, Integer)
egcd a 0 = (a, 1, 0)
egcd a b = let (g, x, y) = egcd b (a `mod` b) in (g, y, x - (a `div` b) * y)

inverse :: Integer -> Integer -> Integer
inverse a m = let (_, x, _) = egcd a m in x `mod` m

millerRabin :: Integer -> Bool
millerRabin n
  | n < 2 = False
  | n < 4 = True
  | even n = False
  | otherwise = all witness (takeWhile (< n) [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37])
  where
    (s, d) = split 0 (n - 1)
    split k m = if even m then split (k + 1) (m `div` 2) else (k, m)
    witness a = let x = powMod a d n
                in x == 1 || x == n - 1 || any (== n - 1) (take (s - 1) (tail (iterate (\y -> y * y `mod` n) x)))

-- the first prime at or above n
nextPrime :: Integer -> Integer
nextPrime n = head [p | p <- [n ..], millerRabin p]

-- a deterministic "random" big number of the given number of digits
bigFrom :: Int -> Int -> Integer
bigFrom digits seed = read (take digits (concatMap show (tail (iterate step seed))))
  where step x = (x * 7141 + 54773) `mod` 259200

data Key = Key { modulus :: Integer, public :: Integer, private :: Integer, factors :: (Integer, Integer) }

makeKey :: Int -> Int -> Key
makeKey digits seed = Key n e d (p, q)
  where
    p = nextPrime (bigFrom digits seed)
    q = nextPrime (bigFrom digits (seed + 1))
    n = p * q
    phi = (p - 1) * (q - 1)
    e = head [k | k <- [65537, 65539 ..], gcd k phi == 1]
    d = inverse e phi

-- the message in blocks of base-256 numbers below the modulus
encode :: Integer -> String -> [Integer]
encode n s = map toNum (chunks s)
  where
    per = length (takeWhile (< n) (iterate (* 256) 1)) - 1
    chunks [] = []
    chunks xs = take per xs : chunks (drop per xs)
    toNum = foldl (\acc c -> acc * 256 + toInteger (ord c)) 0

decode :: [Integer] -> String
decode = concatMap (reverse . digits)
  where digits 0 = []
        digits m = chr (fromInteger (m `mod` 256)) : digits (m `div` 256)

-- decryption with the Chinese remainder theorem, as fast implementations do
decryptCRT :: Key -> Integer -> Integer
decryptCRT k c = m2 + q * h
  where
    (p, q) = factors k
    m1 = powMod c (private k `mod` (p - 1)) p
    m2 = powMod c (private k `mod` (q - 1)) q
    h = inverse q p * (m1 - m2) `mod` p

message :: String
message = concat (replicate 4 "Lazy evaluation means that nothing is computed before it is needed; \
  \a thunk stands for a value that may never be asked for. ")

main :: IO ()
main = do
  let ks = [makeKey (20 + 10 * i) (17 * i + 3) | i <- [1 .. size]]
  mapM_ (\k -> putStrLn (show (length (show (modulus k))) ++ "-digit modulus, e = " ++ show (public k)
                         ++ ", d mod 10^12 = " ++ show (private k `mod` (10 ^ 12)))) ks
  let k = last ks
      blocks = encode (modulus k) message
      cipher = map (\m -> powMod m (public k) (modulus k)) blocks
      plain = map (\c -> powMod c (private k) (modulus k)) cipher
      plain' = map (decryptCRT k) cipher
  print (length blocks, sum cipher `mod` 1000000007)
  print (decode plain == message, plain == plain')
  putStrLn (take 40 (decode plain'))
  -- signatures: sign with d, check with e, for every key
  print [powMod (powMod 123456789 (private x) (modulus x)) (public x) (modulus x) == 123456789 | x <- ks]
  -- primes in a window of large numbers
  print (length (filter millerRabin [10 ^ 30 .. 10 ^ 30 + toInteger (size * 400)]))
