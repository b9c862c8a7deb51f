-- A reverse Polish notation calculator with error reporting via Either
data Token = Num Integer | Op Char deriving Show

tokenize :: String -> Either String [Token]
tokenize = collect . map tok . words
  where
    collect [] = Right []
    collect (Left e : _) = Left e
    collect (Right t : rest) = case collect rest of
      Left e -> Left e
      Right ts -> Right (t : ts)
    tok w@(c : _)
      | all (`elem` "0123456789") w = Right (Num (read w))
      | w `elem` ["+", "-", "*", "/"] = Right (Op c)
    tok w = Left ("bad token " ++ w)

evalRPN :: [Token] -> Either String Integer
evalRPN = go []
  where
    go [x] [] = Right x
    go st [] = Left ("stack has " ++ show (length st) ++ " values")
    go st (Num n : ts) = go (n : st) ts
    go (b : a : st) (Op o : ts) = case apply o a b of
      Left e -> Left e
      Right v -> go (v : st) ts
    go _ (Op o : _) = Left ("not enough operands for " ++ [o])
    apply '+' a b = Right (a + b)
    apply '-' a b = Right (a - b)
    apply '*' a b = Right (a * b)
    apply '/' _ 0 = Left "division by zero"
    apply '/' a b = Right (a `div` b)
    apply o _ _ = Left ("unknown operator " ++ [o])

calc :: String -> String
calc s = case either Left evalRPN (tokenize s) of
  Left err -> s ++ " => error: " ++ err
  Right v -> s ++ " => " ++ show v

main :: IO ()
main = mapM_ (putStrLn . calc)
  [ "3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * 5 6 - + *", "1 0 /", "1 +", "1 2", "7 x *"
  , "99999999999 99999999999 *", "10 3 - 4 -" ]
