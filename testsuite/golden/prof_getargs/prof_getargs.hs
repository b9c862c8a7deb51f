-- Program arguments after the RTS options: getArgs sees only "7 abc 1234";
-- numbers are parsed by hand (no read)
import System.Environment (getArgs)
import Data.Char (isDigit, ord)

parseNat :: String -> Maybe Int
parseNat s
  | not (null s) && all isDigit s = Just (foldl step 0 s)
  | otherwise = Nothing
  where
    step acc c = acc * 10 + (ord c - ord '0')

triangle :: Int -> Int
triangle n = sum [1 .. n]

describe :: String -> String
describe a = case parseNat a of
  Just n -> a ++ ": number, triangle " ++ show (triangle n)
  Nothing -> a ++ ": word of " ++ show (length a) ++ " letters"

main :: IO ()
main = do
  args <- getArgs
  print (length args)
  mapM_ (putStrLn . describe) args
