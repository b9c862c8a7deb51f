-- The Either String monad: validation with do-notation, mapM over a list,
-- either/lefts/rights/partitionEithers, and fmap on the Right side
import Data.Either (lefts, rights, partitionEithers)

data Err = NotANumber String | OutOfRange Int | Empty
  deriving (Show, Eq)

parseInt :: String -> Either Err Int
parseInt "" = Left Empty
parseInt s
  | all (`elem` "0123456789") s = Right (read s)
  | otherwise = Left (NotANumber s)

checkRange :: Int -> Either Err Int
checkRange n
  | n < 1 || n > 12 = Left (OutOfRange n)
  | otherwise = Right n

month :: String -> Either Err String
month s = do
  n <- parseInt s
  m <- checkRange n
  return (names !! (m - 1))
  where names = words "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"

sumAll :: [String] -> Either Err Int
sumAll xs = do
  ns <- mapM parseInt xs
  if sum ns > 100 then Left (OutOfRange (sum ns)) else Right (sum ns)

explain :: Either Err String -> String
explain = either (\e -> "error: " ++ show e) ("ok: " ++)

main :: IO ()
main = do
  mapM_ (putStrLn . explain . month) ["3", "12", "13", "x1", ""]
  print (sumAll ["1", "2", "3"])
  print (sumAll ["50", "60"])
  print (sumAll ["1", "two", "three"])
  let results = map month ["1", "0", "7", "ab"]
  print (lefts results)
  print (rights results)
  print (partitionEithers [Left 'a', Right (1 :: Int), Left 'b', Right 2])
  print (fmap length (month "5"), fmap length (month "50"))
  print (Right 3 >>= \x -> if x > (2 :: Int) then Left "too big" else Right (x * 2) :: Either String Int)
  print (sequence [Right 1, Left "first", Left "second" :: Either String Int])
