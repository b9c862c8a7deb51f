-- Maybe and Either: safe lookups and division, validation with Either,
-- chained with case and with the Maybe monad.
import Data.Maybe (mapMaybe, fromMaybe)

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

find :: Int -> [(Int, String)] -> Maybe String
find _ [] = Nothing
find k ((k', v) : rest)
  | k == k' = Just v
  | otherwise = find k rest

validate :: Int -> Either String Int
validate n
  | n < 0 = Left ("negative: " ++ show n)
  | n > 1000 = Left ("too big: " ++ show n)
  | otherwise = Right (n * 2)

both :: Int -> Int -> Either String Int
both a b = case validate a of
  Left e -> Left e
  Right x -> case validate b of
    Left e -> Left e
    Right y -> Right (x + y)

chain :: Int -> Maybe Int
chain n = do
  a <- safeDiv 1000 n
  b <- safeDiv a 3
  return (a + b)

main :: IO ()
main = do
  let table = [(i, show (i * i)) | i <- [1 .. 80]]
  print (mapMaybe (\k -> find k table) [3, 50, 99, 80])
  print (sum (mapMaybe chain [-20 .. 40]))
  print (chain 0, chain 7)
  print (fromMaybe 0 (safeDiv 7 0), fromMaybe 0 (safeDiv 7 2))
  let rs = [both a b | a <- [-2, 5, 700], b <- [1, 2000]]
  mapM_ print rs
  print (length [() | Right _ <- map validate [-50 .. 1200]])
