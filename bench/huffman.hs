-- Benchmark: a Huffman coder: count symbols, build the code tree with a
-- sorted-list priority queue, encode a text to bits, pack them, decode
import Data.List (sortBy, insertBy, group, sort)
import Data.Char (ord, chr)

-- runhugs-flags: -h4M
size :: Int
size = 80000

data Tree = Leaf Int Char | Fork Int Tree Tree

weight :: Tree -> Int
weight (Leaf w _) = w
weight (Fork w _ _) = w

-- ties broken by the smallest symbol below, so that every implementation
-- builds the same tree
lowest :: Tree -> Char
lowest (Leaf _ c) = c
lowest (Fork _ l r) = min (lowest l) (lowest r)

order :: Tree -> Tree -> Ordering
order a b = compare (weight a, lowest a) (weight b, lowest b)

build :: [(Char, Int)] -> Tree
build freqs = go (sortBy order [Leaf n c | (c, n) <- freqs])
  where
    go [t] = t
    go (a : b : rest) = go (insertBy order (Fork (weight a + weight b) a b) rest)

codes :: Tree -> [(Char, String)]
codes (Leaf _ c) = [(c, "0")]
codes t = go t ""
  where
    go (Leaf _ c) path = [(c, reverse path)]
    go (Fork _ l r) path = go l ('0' : path) ++ go r ('1' : path)

-- a table lookup by a search tree of the codes, built once
data Table = TNil | TNode Table Char String Table

table :: [(Char, String)] -> Table
table = foldl (\t (c, s) -> ins c s t) TNil
  where
    ins c s TNil = TNode TNil c s TNil
    ins c s (TNode l d x r)
      | c < d = TNode (ins c s l) d x r
      | c > d = TNode l d x (ins c s r)
      | otherwise = TNode l d s r

find :: Table -> Char -> String
find TNil c = error ("no code for " ++ show c)
find (TNode l d x r) c
  | c < d = find l c
  | c > d = find r c
  | otherwise = x

encode :: Table -> String -> String
encode t = concatMap (find t)

decode :: Tree -> String -> String
decode t = go t
  where
    go (Leaf _ c) [] = [c]
    go _ [] = []
    go (Leaf _ c) bs = c : go t bs
    go (Fork _ l r) (b : bs) = go (if b == '0' then l else r) bs

-- bits to bytes (eight to a Char) and back
pack :: String -> String
pack [] = []
pack bs = chr (foldl (\a b -> a * 2 + (if b == '1' then 1 else 0)) 0 (take 8 (bs ++ "0000000"))) : pack (drop 8 bs)

unpack :: Int -> String -> String
unpack n cs = take n (concatMap byte cs)
  where byte c = [if (ord c `div` 2 ^ k) `mod` 2 == 1 then '1' else '0' | k <- [7, 6 .. 0 :: Int]]

-- a text to compress: words of a skewed vocabulary, chosen pseudo-randomly
source :: Int -> String
source n = take n (unwords (map pick (tail (iterate next 7))))
  where
    next x = (x * 7141 + 54773) `mod` 259200
    vocab = words "the a of lazy evaluation thunk and in to heap is garbage collector \
                  \profile cost centre which that closure stack Haskell runtime quickly zebra jazz"
    pick x = vocab !! min (x `mod` 29) ((x `div` 29) `mod` length vocab)

main :: IO ()
main = do
  let text = source size
      freqs = [(head g, length g) | g <- group (sort text)]
      tree = build freqs
      cs = codes tree
      bits = encode (table cs) text
      packed = pack bits
      back = decode tree (unpack (length bits) packed)
  print (length text, length freqs)
  mapM_ (\(c, code) -> putStrLn (show c ++ " " ++ code)) (sortBy (\a b -> compare (length (snd a), a) (length (snd b), b)) cs)
  print (length bits, length packed, length bits * 100 `div` (8 * length text))
  print (back == text)
  putStrLn (take 60 back)
  print (sum (map ord packed) `mod` 65521)
