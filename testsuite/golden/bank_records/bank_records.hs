-- A small bank ledger with records, Maybe and Either
import Data.List (sortBy, foldl')
import Data.Ord (comparing)

data Account = Account
  { accId :: Int
  , owner :: String
  , balance :: Integer
  , frozen :: Bool
  } deriving (Show, Eq)

data Txn = Deposit Int Integer | Withdraw Int Integer | Transfer Int Int Integer | Freeze Int
  deriving Show

findAcc :: Int -> [Account] -> Maybe Account
findAcc i = foldr (\a r -> if accId a == i then Just a else r) Nothing

update :: Account -> [Account] -> [Account]
update a = map (\b -> if accId b == accId a then a else b)

apply :: [Account] -> Txn -> Either String [Account]
apply accs (Deposit i amt) = case findAcc i accs of
  Nothing -> Left ("no account " ++ show i)
  Just a -> Right (update a { balance = balance a + amt } accs)
apply accs (Withdraw i amt) = case findAcc i accs of
  Nothing -> Left ("no account " ++ show i)
  Just a
    | frozen a -> Left (owner a ++ " is frozen")
    | balance a < amt -> Left (owner a ++ " has insufficient funds")
    | otherwise -> Right (update a { balance = balance a - amt } accs)
apply accs (Transfer from to amt) = case apply accs (Withdraw from amt) of
  Left e -> Left e
  Right accs' -> apply accs' (Deposit to amt)
apply accs (Freeze i) = case findAcc i accs of
  Nothing -> Left ("no account " ++ show i)
  Just a -> Right (update a { frozen = True } accs)

run :: [Account] -> [Txn] -> ([Account], [String])
run start = foldl' step (start, [])
  where
    step (accs, logs) t = case apply accs t of
      Left e -> (accs, logs ++ ["rejected " ++ show t ++ ": " ++ e])
      Right accs' -> (accs', logs ++ ["ok " ++ show t])

main :: IO ()
main = do
  let accounts = [Account 1 "ann" 100 False, Account 2 "bob" 50 False, Account 3 "cy" 0 False]
      txns = [Deposit 1 25, Withdraw 2 80, Transfer 1 3 60, Freeze 2, Withdraw 2 10, Deposit 9 1, Transfer 3 2 (-5)]
      (final, logs) = run accounts txns
  mapM_ putStrLn logs
  mapM_ print (sortBy (comparing (negate . balance)) final)
  print (sum (map balance final), findAcc 3 final)
