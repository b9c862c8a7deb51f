-- read and reads at types chosen by annotations, signatures and use:
-- Int, Integer, Double, Bool, Char, String, lists, tuples, Maybe, Either;
-- reads returning the rest of the input; readMaybe for failures
import Text.Read (readMaybe)

total :: [Int] -> Int
total = sum

parseAll :: String -> [Integer]
parseAll = map read . words

main :: IO ()
main = do
  print (read "42" :: Int)
  print (read "  -17  " :: Int, read "(-5)" :: Integer)
  print (read "[1,2,3]" :: [Int])
  print (read "(1,True)" :: (Int, Bool))
  print (read " ( 3.5 , \"hi\" , 'c' ) " :: (Double, String, Char))
  print (total (read "[10, 20, 30]"))
  print (sum (parseAll "1 2 3 123456789012345678901234567890"))
  print (read "Just (-2)" :: Maybe Int, read "Nothing" :: Maybe Bool)
  print (read "[Left 1, Right \"x\"]" :: [Either Int String])
  print (read "3" :: Double, read "1e3" :: Double, read "2.5e-3" :: Double)
  print (reads "17 apples" :: [(Int, String)])
  print (reads "nope" :: [(Int, String)])
  print (reads "(1,2) rest" :: [((Int, Int), String)])
  print (readMaybe "12" :: Maybe Int, readMaybe "12x" :: Maybe Int, readMaybe "3.0" :: Maybe Int)
  print (readMaybe "[(1,\"a\"),(2,\"b\")]" :: Maybe [(Int, String)])
  let n = read "7"
  print (n * 6 :: Integer)
  print (read "True" || False, read "LT" == GT)
  print (map read (words "0x1F 0o17 99") :: [Int])
