-- Benchmark: parser combinators and an interpreter: a small imperative
-- language is parsed from its source text and its programs are run
import Data.Char (isDigit, isAlpha, isSpace, isAlphaNum)

size :: Int
size = 2

-- parsers are functions to the list of successes (no classes: Hugs's
-- Prelude has no Applicative, so the combinators are plain functions)
type Parser a = String -> [(a, String)]

succeed :: a -> Parser a
succeed v inp = [(v, inp)]

failure :: Parser a
failure _ = []

andThen :: Parser a -> (a -> Parser b) -> Parser b
andThen p f inp = [r | (v, rest) <- p inp, r <- f v rest]

orElse :: Parser a -> Parser a -> Parser a
orElse p q inp = case p inp of
  [] -> q inp
  rs -> rs

pmap :: (a -> b) -> Parser a -> Parser b
pmap f p inp = [(f v, rest) | (v, rest) <- p inp]

satisfy :: (Char -> Bool) -> Parser Char
satisfy ok (c : cs) | ok c = [(c, cs)]
satisfy _ _ = []

many0 :: Parser a -> Parser [a]
many0 p = many1 p `orElse` succeed []

many1 :: Parser a -> Parser [a]
many1 p = p `andThen` \x -> many0 p `andThen` \xs -> succeed (x : xs)

spaces :: Parser ()
spaces = pmap (const ()) (many0 (satisfy isSpace))

token :: Parser a -> Parser a
token p = p `andThen` \v -> spaces `andThen` \_ -> succeed v

symbol :: String -> Parser String
symbol s = token (go s)
  where go [] = succeed s
        go (c : cs) = satisfy (== c) `andThen` \_ -> go cs

keywords :: [String]
keywords = ["while", "do", "if", "then", "else", "end", "print"]

identifier :: Parser String
identifier = token (satisfy isAlpha `andThen` \c -> many0 (satisfy isAlphaNum) `andThen` \cs ->
                    let name = c : cs in if name `elem` keywords then failure else succeed name)

keyword :: String -> Parser String
keyword k = token (many1 (satisfy isAlpha) `andThen` \w -> if w == k then succeed k else failure)

number :: Parser Int
number = token (pmap read (many1 (satisfy isDigit)))

-- a chain of operands separated by left-associative operators
chainl1 :: Parser a -> Parser (a -> a -> a) -> Parser a
chainl1 p op = p `andThen` rest
  where rest acc = (op `andThen` \f -> p `andThen` \v -> rest (f acc v)) `orElse` succeed acc

data Expr = Lit Int | Ref String | Bin Char Expr Expr
data Stmt = Assign String Expr | While Expr [Stmt] | If Expr [Stmt] [Stmt] | Print Expr

ops :: [Char] -> Parser (Expr -> Expr -> Expr)
ops cs = foldr1 orElse [pmap (const (Bin c)) (symbol [c]) | c <- cs]

expr, comparison, sumE, term, factor :: Parser Expr
expr = comparison
comparison = sumE `andThen` \a -> (ops "<=#" `andThen` \f -> sumE `andThen` \b -> succeed (f a b)) `orElse` succeed a
sumE = chainl1 term (ops "+-")
term = chainl1 factor (ops "*/%")
factor = pmap Lit number `orElse` pmap Ref identifier
         `orElse` (symbol "(" `andThen` \_ -> expr `andThen` \e -> symbol ")" `andThen` \_ -> succeed e)

stmt :: Parser Stmt
stmt = (keyword "while" `andThen` \_ -> expr `andThen` \c -> keyword "do" `andThen` \_ ->
          block `andThen` \b -> keyword "end" `andThen` \_ -> succeed (While c b))
  `orElse` (keyword "if" `andThen` \_ -> expr `andThen` \c -> keyword "then" `andThen` \_ -> block `andThen` \t ->
          ((keyword "else" `andThen` \_ -> block) `orElse` succeed []) `andThen` \e ->
          keyword "end" `andThen` \_ -> succeed (If c t e))
  `orElse` (keyword "print" `andThen` \_ -> pmap Print expr)
  `orElse` (identifier `andThen` \v -> symbol ":=" `andThen` \_ -> pmap (Assign v) expr)

block :: Parser [Stmt]
block = stmt `andThen` \s -> many0 (symbol ";" `andThen` \_ -> stmt) `andThen` \ss -> succeed (s : ss)

parseProgram :: String -> Either String [Stmt]
parseProgram src = case (spaces `andThen` \_ -> block) src of
  [(p, "")] -> Right p
  [(_, rest)] -> Left ("cannot parse from: " ++ take 30 rest)
  _ -> Left "no parse"

-- the store: an association list; the output is collected in reverse
type Store = [(String, Int)]

eval :: Store -> Expr -> Int
eval _ (Lit n) = n
eval s (Ref v) = maybe 0 id (lookup v s)
eval s (Bin o a b) = apply o (eval s a) (eval s b)
  where
    apply '+' x y = x + y
    apply '-' x y = x - y
    apply '*' x y = x * y
    apply '/' x y = x `div` y
    apply '%' x y = x `mod` y
    apply '<' x y = fromEnum (x < y)
    apply '=' x y = fromEnum (x == y)
    apply '#' x y = fromEnum (x /= y)
    apply c _ _ = error ("operator " ++ [c])

exec :: (Store, [Int]) -> Stmt -> (Store, [Int])
exec (s, out) (Assign v e) = let s' = assign v (eval s e) s in s' `seq` (s', out)
exec (s, out) w@(While c body)
  | eval s c /= 0 = exec (foldl exec (s, out) body) w
  | otherwise = (s, out)
exec (s, out) (If c t e) = foldl exec (s, out) (if eval s c /= 0 then t else e)
exec (s, out) (Print e) = (s, eval s e : out)

run :: String -> String
run src = case parseProgram src of
  Left err -> "error: " ++ err
  Right p -> let (store, out) = foldl exec ([], []) p
             in unwords (map show (reverse out)) ++ " | " ++ show (length store) ++ " variables"

programs :: [String]
programs =
  [ -- primes below a bound, by trial division
    "n := 2; count := 0; while n < " ++ show (1200 * size) ++ " do d := 2; prime := 1; \
    \ while d * d < n + 1 do if n % d = 0 then prime := 0; d := n else d := d + 1 end end; \
    \ if prime then count := count + 1; if n % 1000 < 3 then print n end end; n := n + 1 end; print count"
  , -- the longest Collatz sequence below a bound
    "best := 0; arg := 0; i := 1; while i < " ++ show (900 * size) ++ " do x := i; steps := 0; \
    \ while x # 1 do if x % 2 = 0 then x := x / 2 else x := 3 * x + 1 end; steps := steps + 1 end; \
    \ if best < steps then best := steps; arg := i end; i := i + 1 end; print arg; print best"
  , -- gcd of pairs, Euclid by subtraction
    "a := 1; total := 0; while a < " ++ show (60 * size) ++ " do b := 1; while b < 60 do x := a; y := b; \
    \ while x # y do if x < y then y := y - x else x := x - y end end; total := total + x; b := b + 1 end; \
    \ a := a + 1 end; print total"
  , "x := (1 + 2) * ; print x"
  ]

main :: IO ()
main = do
  mapM_ (putStrLn . run) programs
  -- the parser alone, on a long generated program
  let long = concat ["v" ++ show (i `mod` 7) ++ " := (v" ++ show (i `mod` 5) ++ " + " ++ show i ++ " * (v1 - 2)) % 9973; "
                    | i <- [1 .. 400 * size :: Int]] ++ "print v3"
  putStrLn (run long)

-- a new store, evaluated all through (so that no chain of thunks builds up)
assign :: String -> Int -> Store -> Store
assign v x s = foldr (\(_, y) r -> y `seq` r) () s' `seq` s'
  where
    s' = update s
    update [] = [(v, x)]
    update ((w, y) : rest) | w == v = (v, x) : rest
                           | otherwise = (w, y) : update rest
