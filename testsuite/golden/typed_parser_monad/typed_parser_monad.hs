-- A user Parser newtype with Functor/Applicative/Monad instances, and a
-- small arithmetic-expression parser written in do-notation
import Data.Char (isDigit, isSpace, isAlpha)

newtype Parser a = Parser { runParser :: String -> Maybe (a, String) }

instance Functor Parser where
  fmap f (Parser p) = Parser $ \s -> case p s of
    Nothing -> Nothing
    Just (a, rest) -> Just (f a, rest)

instance Applicative Parser where
  pure x = Parser $ \s -> Just (x, s)
  Parser pf <*> Parser pa = Parser $ \s -> case pf s of
    Nothing -> Nothing
    Just (f, rest) -> case pa rest of
      Nothing -> Nothing
      Just (a, rest') -> Just (f a, rest')

instance Monad Parser where
  Parser p >>= k = Parser $ \s -> case p s of
    Nothing -> Nothing
    Just (a, rest) -> runParser (k a) rest

failP :: Parser a
failP = Parser (const Nothing)

(<|>) :: Parser a -> Parser a -> Parser a
Parser p <|> Parser q = Parser $ \s -> case p s of
  Nothing -> q s
  r -> r
infixl 3 <|>

satisfy :: (Char -> Bool) -> Parser Char
satisfy ok = Parser f
  where f (c:cs) | ok c = Just (c, cs)
        f _ = Nothing

many1 :: Parser a -> Parser [a]
many1 p = do { x <- p; xs <- many0 p; return (x : xs) }

many0 :: Parser a -> Parser [a]
many0 p = many1 p <|> pure []

token :: Parser a -> Parser a
token p = p <* many0 (satisfy isSpace)

symbol :: Char -> Parser Char
symbol c = token (satisfy (== c))

number :: Parser Integer
number = token (read <$> many1 (satisfy isDigit))

chainl1 :: Parser a -> Parser (a -> a -> a) -> Parser a
chainl1 p op = p >>= rest
  where rest a = (do f <- op; b <- p; rest (f a b)) <|> pure a

expr, term, factor :: Parser Integer
expr = term `chainl1` (((+) <$ symbol '+') <|> ((-) <$ symbol '-'))
term = factor `chainl1` (((*) <$ symbol '*') <|> (div <$ symbol '/'))
factor = number <|> (symbol '(' *> expr <* symbol ')') <|> (negate <$> (symbol '-' *> factor))

identifier :: Parser String
identifier = token (many1 (satisfy isAlpha))

assignment :: Parser (String, Integer)
assignment = do
  name <- identifier
  _ <- symbol '='
  value <- expr
  return (name, value)

main :: IO ()
main = do
  print (runParser expr "1 + 2 * 3")
  print (runParser expr "(1 + 2) * 3 - 4 / 2")
  print (runParser expr "2 * (3 + 4) * 5 rest")
  print (runParser expr "-7 * -(2 + 1)")
  print (runParser expr "* 3")
  print (runParser assignment "width = 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 * 12")
  print (fmap fst (runParser (many1 assignment) "a = 1 b = 2 c = a"))
  print (runParser (failP :: Parser Int) "x", runParser (pure 'q') "")
