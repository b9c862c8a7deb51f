-- Records: construction, field selection, update and field patterns.
data Account = Account
  { owner :: String
  , balance :: Int
  , history :: [Int]
  } deriving Show

deposit :: Int -> Account -> Account
deposit k acc = acc { balance = balance acc + k, history = k : history acc }

withdraw :: Int -> Account -> Account
withdraw k acc@Account { balance = b }
  | k <= b = acc { balance = b - k, history = negate k : history acc }
  | otherwise = acc

step :: Account -> Int -> Account
step acc i
  | i `mod` 3 == 0 = withdraw (i * 2) acc
  | otherwise = deposit i acc

summary :: Account -> String
summary Account { owner = o, balance = b, history = h } =
  o ++ ": " ++ show b ++ " after " ++ show (length h) ++ " moves"

main :: IO ()
main = do
  let a0 = Account { owner = "ann", balance = 10, history = [] }
      b0 = Account "bob" 0 []
      a1 = foldl step a0 [1 .. 300]
      b1 = foldl step b0 [5 .. 200]
  putStrLn (summary a1)
  putStrLn (summary b1)
  print (sum (history a1), take 5 (history b1))
  print (deposit 1 (withdraw 3 b0 { owner = "cy" }))
