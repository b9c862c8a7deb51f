-- The Maybe monad: do-notation, >>=, return, mapM/sequence/lookup chains,
-- and a failed pattern binding that gives Nothing (MonadFail Maybe)
import Data.Char (isDigit)

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

parseDigit :: Char -> Maybe Int
parseDigit c
  | isDigit c = Just (fromEnum c - fromEnum '0')
  | otherwise = Nothing

parseNumber :: String -> Maybe Int
parseNumber "" = Nothing
parseNumber s = do
  ds <- mapM parseDigit s
  return (foldl (\acc d -> acc * 10 + d) 0 ds)

phoneBook :: [(String, String)]
phoneBook = [("alice", "bob"), ("bob", "carol"), ("carol", "dave")]

friendOfFriend :: String -> Maybe String
friendOfFriend p = lookup p phoneBook >>= \q -> lookup q phoneBook

calc :: String -> String -> Maybe Int
calc a b = do
  x <- parseNumber a
  y <- parseNumber b
  q <- safeDiv x y
  let r = q * 2
  return (r + 1)

firstTwo :: [a] -> Maybe (a, a)
firstTwo xs = do
  (a : b : _) <- Just xs
  return (a, b)

main :: IO ()
main = do
  print (calc "100" "7")
  print (calc "100" "0")
  print (calc "1x0" "7")
  print (map friendOfFriend ["alice", "bob", "carol", "zed"])
  print (sequence [Just 1, Just 2, Just (3 :: Int)])
  print (sequence [Just 1, Nothing, Just (3 :: Int)])
  print (firstTwo "hello", firstTwo [True])
  print (Just 5 >>= safeDiv 100 >>= safeDiv 7)
  print (fmap (+ 1) (parseNumber "41"), (* 2) <$> Nothing :: Maybe Int)
  print (Just (+ 3) <*> Just (4 :: Int), pure 'x' :: Maybe Char)
  print (maybe 0 negate (parseNumber "12"), Just 1 >> Just 'a', (Nothing :: Maybe Int) >> Just 'b')
