-- A stack machine reading its commands (a derived Read type) from
-- standard input, line by line, with reads: a line that does not parse is
-- reported and skipped
data Command = Push Integer | Pop | Add | Mul | Neg | Dup | Print
  deriving (Show, Read, Eq)

step :: [Integer] -> Command -> ([Integer], [String])
step st (Push n) = (n : st, [])
step (_ : st) Pop = (st, [])
step (x : y : st) Add = (x + y : st, [])
step (x : y : st) Mul = (x * y : st, [])
step (x : st) Neg = (negate x : st, [])
step (x : st) Dup = (x : x : st, [])
step st@(x : _) Print = (st, [show x])
step st c = (st, ["stack too short for " ++ show c])

run :: [Integer] -> [String] -> [String]
run _ [] = []
run st (l : ls) = case reads l of
  [(c, rest)] | all (== ' ') rest -> let (st', out) = step st c in out ++ run st' ls
  _ -> ("cannot read: " ++ show l) : run st ls

main :: IO ()
main = interact (unlines . run [] . lines)
