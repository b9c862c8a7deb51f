-- Huffman coding: build a tree from frequencies, encode and decode
import Data.List (sortBy, group, sort, insertBy)
import Data.Ord (comparing)

data HTree = HLeaf Int Char | HNode Int HTree HTree deriving Show

weight :: HTree -> Int
weight (HLeaf w _) = w
weight (HNode w _ _) = w

build :: [HTree] -> HTree
build [t] = t
build (a : b : rest) = build (insertBy (comparing weight) (HNode (weight a + weight b) a b) rest)

codes :: HTree -> [(Char, String)]
codes (HLeaf _ c) = [(c, "0")]
codes t = go t ""
  where
    go (HLeaf _ c) acc = [(c, reverse acc)]
    go (HNode _ l r) acc = go l ('0' : acc) ++ go r ('1' : acc)

encode :: [(Char, String)] -> String -> String
encode table = concatMap (\c -> maybe "?" id (lookup c table))

decode :: HTree -> String -> String
decode t = go t
  where
    go (HLeaf _ c) [] = [c]
    go _ [] = []
    go (HLeaf _ c) bs = c : go t bs
    go (HNode _ l r) (b : bs) = go (if b == '0' then l else r) bs

main :: IO ()
main = do
  let text = "this is an example of a huffman tree"
      freqs = sortBy (comparing fst) [(length g, head g) | g <- group (sort text)]
      tree = build [HLeaf w c | (w, c) <- freqs]
      table = codes tree
      bits = encode table text
  print freqs
  mapM_ (\(c, code) -> putStrLn (show c ++ " " ++ code)) (sortBy (comparing snd) table)
  print (length bits, weight tree)
  putStrLn (take 60 bits)
  putStrLn (decode tree bits)
  print (decode tree bits == text)
