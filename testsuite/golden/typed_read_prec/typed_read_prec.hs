-- A Read instance written with GHC's ReadPrec parsers from Text.Read:
-- lexP and its lexemes, parens, prec, step, (+++), pfail, choice,
-- readListPrecDefault; readPrec_to_S
import Text.Read
import Control.Monad (replicateM)

data Temp = Celsius Int | Fahrenheit Int | Unknown

instance Show Temp where
  showsPrec d (Celsius n) = showParen (d > 10) (showString "Celsius " . showsPrec 11 n)
  showsPrec d (Fahrenheit n) = showParen (d > 10) (showString "Fahrenheit " . showsPrec 11 n)
  showsPrec _ Unknown = showString "?"

instance Read Temp where
  readPrec = parens (choice [celsius, fahrenheit, unknown])
    where
      celsius = prec 10 (do
        Ident "C" <- lexP
        n <- step readPrec
        return (Celsius n))
      fahrenheit = prec 10 (do
        Ident "F" <- lexP
        n <- step readPrec
        return (Fahrenheit n))
      unknown = do
        Symbol "?" <- lexP
        return Unknown
  readListPrec = readListPrecDefault

main :: IO ()
main = do
  print (read "C 21" :: Temp, read "(F (-4))" :: Temp, read " ? " :: Temp)
  print (read "[C 1,?,F 2]" :: [Temp], read "Just (C 3)" :: Maybe Temp)
  print (readMaybe "C" :: Maybe Temp, readMaybe "K 3" :: Maybe Temp, readMaybe "Just C 3" :: Maybe (Maybe Temp))
  print (reads "C 5 and F 6" :: [(Temp, String)])
  print (fst (head (readPrec_to_S (replicateM 11 lexP) 0 "foo 'x' \"s\\n\" 12 1.5e3 0x1F 0o17 -> == , )")))
  print (readPrec_to_S lexP 0 "", readPrec_to_S lexP 0 "   ", readPrec_to_S lexP 0 "`x`")
  print (Ident "x" == Ident "x", Punc "(" == Symbol "(", Number undefined == EOF)
  print (readPrec_to_S (prec 5 (lexP +++ pfail)) 6 "x", readPrec_to_S (prec 5 lexP) 5 "x")
  print (readPrec_to_S (step (prec 5 lexP)) 5 "x", readPrec_to_S (reset (step (prec 0 lexP))) 9 "x")
  print (minPrec, readPrec_to_S (get >> look) 0 "abc")
