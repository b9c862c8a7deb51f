-- Guards that all fail fall through to the next clause or alternative
classify :: Int -> String
classify n
  | n < 0 = "negative"
  | n == 0 = "zero"
classify n
  | even n, n > 100 = "big even"
  | Just k <- lookup n table = "named " ++ k
classify _ = "other"

table :: [(Int, String)]
table = [(1, "one"), (2, "two"), (3, "three")]

describe :: Maybe Int -> String
describe m = case m of
  Just n | n > 10 -> "large"
         | n < 0 -> "negative"
  Just 5 -> "five"
  Just _ -> "some"
  Nothing -> "none"

sign :: Int -> Int
sign x | x > 0 = 1
       | x < 0 = -1
       | otherwise = 0

bmi :: Double -> String
bmi b
  | b <= under = "under"
  | b <= normal = "normal"
  | otherwise = "over"
  where (under, normal) = (18.5, 25.0)

main :: IO ()
main = do
  mapM_ (putStrLn . classify) [-5, 0, 200, 2, 3, 7, 101]
  print (map describe [Just 11, Just (-1), Just 5, Just 7, Nothing])
  print (map sign [-9, 0, 9])
  print (map bmi [17.0, 22.3, 31.9])
  print [if x `mod` 15 == 0 then "FizzBuzz" else if x `mod` 3 == 0 then "Fizz" else if x `mod` 5 == 0 then "Buzz" else show x | x <- [1 .. 15 :: Int]]
