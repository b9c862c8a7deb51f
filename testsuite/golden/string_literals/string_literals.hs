-- String and character literals with escapes, gaps and \&
main :: IO ()
main = do
  putStrLn "tab:\tend"
  putStrLn "quote: \" apostrophe: ' backslash: \\"
  putStrLn "decimal \65\66\67, hex \x41\x42, octal \o101\o102"
  putStrLn "control-A as \^A and \SOH have codes:"
  print (map fromEnum "\^A\SOH\DEL\NUL\ESC\&")
  putStrLn "a string \
           \with a gap"
  print (length "\1234\&5", "\1234\&5", "\SO\&H", "\SOH")
  print ('\t', '\\', '\'', '\x7f', '\200', 'A')
  print "multi\nline\r\nstring"
  putStr "no newline at the end"
