-- Cost centres of derived Read: readPrec, readListPrec (and readList)
-- are values, entered once under CAF; reading runs the parsers they
-- built, under the stack that reads.
data Colour = Red | Green | Blue deriving (Show, Read)

data Tree = Leaf | Node Tree Int Tree deriving (Show, Read)

data Item = Item { name :: String, count :: Int, colour :: Colour } deriving (Show, Read)

total :: Tree -> Int
total Leaf = 0
total (Node l x r) = total l + x + total r

main :: IO ()
main = do
  let t = read "Node (Node Leaf 1 Leaf) 2 (Node Leaf 3 (Node Leaf 4 Leaf))" :: Tree
  print (total t)
  print (read "[Red,Blue,Green,Red]" :: [Colour])
  let items = read "[Item {name = \"a\", count = 2, colour = Red},Item {name = \"b\", count = 5, colour = Blue}]" :: [Item]
  print (sum (map count items), map colour items)
  print (reads "Green and more" :: [(Colour, String)])
  print (readList "[Blue] tail" :: [([Colour], String)])
