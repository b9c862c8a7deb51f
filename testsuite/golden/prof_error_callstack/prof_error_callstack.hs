-- An uncaught error raised deep inside nested calls: with -prof the error
-- message is followed by the cost-centre stack current at the raise
data Account = Account String Int
  deriving Show

withdraw :: Int -> Account -> Account
withdraw amount (Account owner balance)
  | amount > balance = overdrawn
  | otherwise = Account owner (balance - amount)
  where
    overdrawn = error ("overdrawn: " ++ owner ++ " has " ++ show balance)

applyAll :: [Int] -> Account -> Account
applyAll [] acc = acc
applyAll (a : as) acc = applyAll as (step acc)
  where
    step = withdraw a

settle :: [(String, [Int])] -> [Int]
settle = map run
  where
    run (name, amounts) = balanceOf (applyAll amounts (Account name 100))
    balanceOf (Account _ b) = b

main :: IO ()
main = do
  print (settle [("ann", [10, 20, 30]), ("bob", [50, 50])])
  putStrLn "next batch"
  mapM_ print (settle [("cid", [5, 5]), ("dan", [40, 30, 20, 15]), ("eve", [1])])
  putStrLn "not reached"
