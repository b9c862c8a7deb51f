-- A quotation mark beyond ASCII is no symbol or letter: a lexical error.
main :: IO ()
main = print «1»
