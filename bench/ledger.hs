-- Benchmark: records with field updates and a type class with several
-- instances: a bank's accounts of three kinds, simulated month by month
-- runhugs-flags: -h8M
size :: Int
size = 360

-- amounts are in cents; rates in basis points (1/100 of a percent)
data Savings = Savings { sOwner :: String, sBalance :: Int, sRate :: Int, sWithdrawals :: Int }
  deriving (Show, Eq)
data Checking = Checking { cOwner :: String, cBalance :: Int, cFee :: Int, cOverdrawn :: Int }
  deriving (Show, Eq)
data Loan = Loan { lOwner :: String, lPrincipal :: Int, lRate :: Int, lPayment :: Int, lPaid :: Int }
  deriving (Show, Eq)

data Txn = Deposit Int | Withdraw Int | Transfer Int
  deriving (Show, Eq)

class Account a where
  owner :: a -> String
  balance :: a -> Int
  apply :: Txn -> a -> a
  monthEnd :: a -> a
  kind :: a -> String
  -- a default method, overridden by one instance
  summary :: a -> String
  summary a = kind a ++ " of " ++ owner a ++ ": " ++ money (balance a)

instance Account Savings where
  owner = sOwner
  balance = sBalance
  kind _ = "savings"
  apply (Deposit n) s = s { sBalance = sBalance s + n }
  apply (Withdraw n) s
    | n <= sBalance s = s { sBalance = sBalance s - n, sWithdrawals = sWithdrawals s + 1 }
    | otherwise = s
  apply (Transfer n) s = apply (Deposit n) s
  monthEnd s = s { sBalance = sBalance s + interest (sBalance s) (sRate s) }

instance Account Checking where
  owner = cOwner
  balance = cBalance
  kind _ = "checking"
  apply (Deposit n) c = c { cBalance = cBalance c + n }
  apply (Withdraw n) c = let b = cBalance c - n
                         in c { cBalance = b, cOverdrawn = if b < 0 then cOverdrawn c + 1 else cOverdrawn c }
  apply (Transfer n) c = apply (Withdraw n) c
  monthEnd c
    | cBalance c < 0 = c { cBalance = cBalance c - cFee c * 3 }
    | otherwise = c { cBalance = cBalance c - cFee c }
  summary c = "checking of " ++ cOwner c ++ ": " ++ money (cBalance c)
              ++ " (overdrawn " ++ show (cOverdrawn c) ++ " times)"

instance Account Loan where
  owner = lOwner
  balance l = negate (lPrincipal l)
  kind _ = "loan"
  apply (Transfer n) l = l { lPrincipal = max 0 (lPrincipal l - n `div` 8), lPaid = lPaid l + n `div` 8 }
  apply _ l = l
  monthEnd l
    | lPrincipal l == 0 = l
    | otherwise = let owed = lPrincipal l + interest (lPrincipal l) (lRate l)
                      pay = min owed (lPayment l)
                  in l { lPrincipal = owed - pay, lPaid = lPaid l + pay }

-- a second class, with a superclass
class Account a => Audited a where
  risk :: a -> Int
  flagged :: a -> Bool
  flagged a = risk a > 2

instance Audited Checking where
  risk c = cOverdrawn c `div` 4
instance Audited Savings where
  risk s = if sWithdrawals s * 4 > size * 5 then 3 else 0
instance Audited Loan where
  risk l = if lPrincipal l > 500000 then 3 else 1

interest :: Int -> Int -> Int
interest amount rate = (amount `div` 100) * rate `div` 1200

money :: Int -> String
money c | c < 0 = '-' : money (negate c)
        | otherwise = show (c `div` 100) ++ "." ++ (if c `mod` 100 < 10 then "0" else "") ++ show (c `mod` 100)

-- the same month for every kind of account: a polymorphic function over the class
month :: Account a => [Txn] -> a -> a
month txns a = monthEnd (foldl (flip apply) a txns)

simulate :: Account a => Int -> (Int -> [Txn]) -> a -> [a]
simulate n txnsOf a = take (n + 1) (scanl (\acc m -> month (txnsOf m) acc) a [1 ..])

totalBalance :: Account a => [a] -> Int
totalBalance = sum . map balance

-- pseudo-random transactions, from a generator that stays below 2^31
randoms :: Int -> [Int]
randoms seed = tail (iterate (\x -> (x * 7141 + 54773) `mod` 259200) seed)

txnsFor :: Int -> Int -> [Txn]
txnsFor who m = map toTxn (take (1 + r `mod` 6) (randoms r))
  where
    r = head (randoms ((who * 7919 + m * 104729) `mod` 259200)) `div` 7
    toTxn x = case x `mod` 5 of
      0 -> Withdraw (x `mod` 30000)
      1 -> Transfer (x `mod` 12000)
      _ -> Deposit (x `mod` 8000)

owners :: [String]
owners = [c : v : d : [] | c <- "bdfgklmnprstvz", v <- "aeiou", d <- "lnrs"]

main :: IO ()
main = do
  let savings = [Savings o (1000 * i) (150 + i `mod` 100) 0 | (i, o) <- zip [1 ..] owners]
      checking = [Checking o 50000 (250 + i `mod` 40) 0 | (i, o) <- zip [1 ..] owners]
      loans = [Loan o (900000 + 500 * i) (450 + i `mod` 50) (4200 + 10 * (i `mod` 60)) 0 | (i, o) <- zip [1 ..] owners]
      runAll f xs = [last (simulate size (txnsFor i) x) | (i, x) <- zip [1 ..] (map f xs)]
      s' = runAll id savings
      c' = runAll id checking
      l' = runAll id loans
  mapM_ (putStrLn . summary) (every 20 s')
  mapM_ (putStrLn . summary) (every 20 c')
  mapM_ (putStrLn . summary) (every 20 l')
  print (length owners)
  print (head l')
  print (last s')
  putStrLn ("totals: " ++ unwords (map money [totalBalance s', totalBalance c', totalBalance l']))
  putStrLn ("flagged: " ++ unwords (take 20 $ [owner a | a <- s', flagged a] ++ [owner a | a <- c', flagged a]
                                     ++ [owner a | a <- l', flagged a]))
  -- yearly statements of one customer: every twelfth month of the history
  let history = simulate size (txnsFor 3) (checking !! 2)
  putStrLn (unwords [money (balance a) | (m, a) <- zip [0 :: Int ..] history, m `mod` 48 == 0])
  print (length (filter (== head checking) checking), map (length . txnsFor 1) [1 .. 12])

every :: Int -> [a] -> [a]
every n xs = [x | (i, x) <- zip [0 :: Int ..] xs, i `mod` n == 0]
