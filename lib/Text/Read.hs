-- Text.Read (base-4.15): the Haskell 2010 part (ReadS parsers) and GHC's
-- ReadPrec parsers (without ReadP: no lift, readPrec_to_P, readP_to_Prec).
-- Lexeme is defined here, not in Base, whose IOErrorType has an EOF too.
module Text.Read
  ( Read(readsPrec, readList, readPrec, readListPrec), ReadS, reads, read, readParen, lex
  , ReadPrec, Prec, minPrec, prec, step, reset, get, look, (+++), (<++), pfail, choice
  , readPrec_to_S, readS_to_Prec
  , Lexeme(Char, String, Punc, Ident, Symbol, Number, EOF), lexP, parens
  , readListDefault, readListPrecDefault, readEither, readMaybe
  ) where

import Base hiding (EOF)

-- GHC's lexemes, as lexP reads them from `lex`'s
-- tokens.  Number keeps GHC's representation (the digits of the integer
-- part, of the fraction and the exponent, or of a hexadecimal or octal
-- number), which is what Show prints.
data Lexeme = Char Char | String String | Punc String | Ident String
            | Symbol String | Number Number | EOF

data Number = MkNumber Int [Int] | MkDecimal [Int] (Maybe [Int]) (Maybe Integer)

lexP :: ReadPrec Lexeme
lexP = ReadPrec (\_ s -> [ (l, t) | (tok, t) <- lex s, l <- lexemeOf tok ])

lexemeOf :: String -> [Lexeme]
lexemeOf tok = case tok of
  [] -> [EOF]
  ('\'' : body) -> [ Char c | (c, "'") <- readLitChar body ]
  ('"' : body) -> [ String str | (str, "") <- readsStringBody body ]
  (c : cs)
    | isSingleChar c -> [Punc tok]
    | isSymbolChar c -> [if elem tok reservedOps then Punc tok else Symbol tok]
    | isDigit c -> [Number (numberOf tok)]
    | otherwise -> [Ident tok]

reservedOps :: [String]
reservedOps = ["..", "::", "=", "\\", "|", "<-", "->", "@", "~", "=>"]

numberOf :: String -> Number
numberOf tok = case tok of
  ('0' : x : ds)
    | x == 'x' || x == 'X' -> MkNumber 16 (map digitToInt ds)
    | x == 'o' || x == 'O' -> MkNumber 8 (map digitToInt ds)
  _ -> case span isDigit tok of
    (int, r1) -> case r1 of
      ('.' : r2) -> case span isDigit r2 of
        (frac, r3) -> MkDecimal (map digitToInt int) (Just (map digitToInt frac)) (exponentOf r3)
      _ -> MkDecimal (map digitToInt int) Nothing (exponentOf r1)

exponentOf :: String -> Maybe Integer
exponentOf s = case s of
  (_ : '-' : ds) -> Just (negate (read ds))
  (_ : '+' : ds) -> Just (read ds)
  (_ : ds) -> Just (read ds)
  [] -> Nothing

instance Eq Lexeme where
  Char a == Char b = a == b
  String a == String b = a == b
  Punc a == Punc b = a == b
  Ident a == Ident b = a == b
  Symbol a == Symbol b = a == b
  Number a == Number b = a == b
  EOF == EOF = True
  _ == _ = False

instance Show Lexeme where
  showsPrec d l = case l of
    Char c -> showsCon d "Char " (showsPrec 11 c)
    String str -> showsCon d "String " (showsPrec 11 str)
    Punc str -> showsCon d "Punc " (showsPrec 11 str)
    Ident str -> showsCon d "Ident " (showsPrec 11 str)
    Symbol str -> showsCon d "Symbol " (showsPrec 11 str)
    Number n -> showsCon d "Number " (showsPrec 11 n)
    EOF -> showString "EOF"

instance Eq Number where
  MkNumber b ds == MkNumber b' ds' = b == b' && ds == ds'
  MkDecimal i f e == MkDecimal i' f' e' = i == i' && f == f' && e == e'
  _ == _ = False

instance Show Number where
  showsPrec d n = case n of
    MkNumber b ds -> showsCon d "MkNumber " (showsPrec 11 b . showChar ' ' . showsPrec 11 ds)
    MkDecimal i f e -> showsCon d "MkDecimal "
      (showsPrec 11 i . showChar ' ' . showsPrec 11 f . showChar ' ' . showsPrec 11 e)

showsCon :: Int -> String -> ShowS -> ShowS
showsCon d name fields = showParen (d >= 11) (showString name . fields)

