-- Benchmark: a CSV report: parse comma-separated sales records from standard
-- input, reject malformed lines, total by region, product and month, and
-- print aligned tables (interact, lines, ++, show, read)
import Data.List (sortBy, groupBy, sort, nub)
import Data.Char (isDigit, toUpper)

size :: Int
size = 24

data Sale = Sale { saleId :: Int, region :: String, product' :: String
                 , quantity :: Int, price :: Int, day :: Int }

splitOn :: Char -> String -> [String]
splitOn c s = case break (== c) s of
  (a, []) -> [a]
  (a, _ : rest) -> a : splitOn c rest

number :: String -> Maybe Int
number s | not (null s) && all isDigit s = Just (read s)
         | otherwise = Nothing

parse :: String -> Either String Sale
parse line = case splitOn ',' line of
  [i, r, p, q, c, d] -> case (number i, number q, number c, number d) of
    (Just i', Just q', Just c', Just d') -> Right (Sale i' r p q' c' d')
    _ -> Left ("bad number in: " ++ line)
  fields -> Left ("expected 6 fields, got " ++ show (length fields) ++ ": " ++ show line)

-- amounts are in cents; show them as dollars with thousands separators
money :: Int -> String
money c = sep (show (c `div` 100)) ++ "." ++ two (c `mod` 100)
  where
    two n = if n < 10 then '0' : show n else show n
    sep s = reverse (go (reverse s))
    go (a : b : d : e : rest) = a : b : d : ',' : go (e : rest)
    go xs = xs

month :: Int -> Int
month d = min 12 ((d - 1) `div` 31 + 1)

total :: Sale -> Int
total s = quantity s * price s

-- a table of (key, count, quantity, amount) rows, grouped by a key
table :: String -> (Sale -> String) -> [Sale] -> [String]
table title key sales =
  [title, replicate 52 '-'] ++
  [ left 14 k ++ right 7 (show n) ++ right 9 (show q) ++ right 20 (money a)
  | (k, n, q, a) <- rows ] ++
  [ left 14 "TOTAL" ++ right 7 (show (length sales)) ++ right 9 (show (sum (map quantity sales)))
    ++ right 20 (money (sum (map total sales))) ]
  where
    groups = groupBy (\a b -> key a == key b) (sortBy (\a b -> compare (key a) (key b)) sales)
    rows = [ (key (head g), length g, sum (map quantity g), sum (map total g)) | g <- groups ]
    left n s = s ++ replicate (n - length s) ' '
    right n s = replicate (n - length s) ' ' ++ s

capitalise :: String -> String
capitalise [] = []
capitalise (c : cs) = toUpper c : cs

monthName :: Sale -> String
monthName s = let m = month (day s) in (if m < 10 then "month 0" else "month ") ++ show m

-- the best sale of each region, and the median price of each product
highlights :: [Sale] -> [String]
highlights sales =
  [ capitalise r ++ ": best sale #" ++ show (saleId b) ++ " (" ++ product' b ++ ", "
    ++ money (total b) ++ ")"
  | r <- sort (nub (map region sales))
  , let b = foldr1 (\x y -> if total x >= total y then x else y) [s | s <- sales, region s == r] ]
  ++ [ "median price of " ++ p ++ ": " ++ money (median [price s | s <- sales, product' s == p])
     | p <- sort (nub (map product' sales)) ]
  where median xs = sort xs !! (length xs `div` 2)

main :: IO ()
main = interact $ \input ->
  let records = map parse (drop 1 (lines input))
      sales = [s | Right s <- records]
      errors = [e | Left e <- records]
      -- later rounds look at the sales of a longer and longer stretch of days
      upto k = [s | s <- sales, day s <= 365 * k `div` size]
  in unlines $
       [ show (length sales) ++ " records, " ++ show (length errors) ++ " rejected" ]
       ++ take 3 errors
       ++ table "by region" region sales
       ++ table "by product" product' sales
       ++ table "by month" monthName sales
       ++ highlights sales
       ++ [ "days 1-" ++ show (365 * k `div` size) ++ ": " ++ show (length (upto k)) ++ " sales, "
            ++ money (sum (map total (upto k))) ++ "; leaders: " ++ leader product' (upto k)
            ++ ", " ++ leader region (upto k) ++ ", " ++ leader monthName (upto k)
          | k <- [1 .. size] ]

-- the key whose sales add up to the most, and its share in tenths of a percent
leader :: (Sale -> String) -> [Sale] -> String
leader key sales = best ++ " " ++ show (amount * 1000 `div` max 1 all') ++ "/1000"
  where
    groups = groupBy (\a b -> key a == key b) (sortBy (\a b -> compare (key a) (key b)) sales)
    (amount, best) = maximum [(sum (map total g) `div` 100, key (head g)) | g <- groups]
    all' = sum (map total sales) `div` 100
