-- Data.Char classification and conversion
import Data.Char

main :: IO ()
main = do
  let s = "Hello, World! 123 \t_x"
  print (map isAlpha s)
  print (filter isUpper s, filter isLower s, filter isDigit s, filter isPunctuation s)
  print (length (filter isSpace s), filter isAlphaNum s)
  print (map toUpper s, map toLower s)
  print (map ord "AZaz09 ", map chr [72, 97, 115, 107, 101, 108, 108])
  print (map digitToInt "0123456789abcdefABCDEF", map intToDigit [0, 7, 10, 15])
  print (isHexDigit 'f', isHexDigit 'g', isOctDigit '8', isOctDigit '7')
  print (isSeparator ' ', isControl '\n', isPrint '\n', isAscii 'z', isLetter 'q')
  print (ord topChar, chr 955, ord 'λ')
  print (subtract (ord 'a') (ord 'k'), chr (ord 'a' + 25))
  where topChar = '\1114111'
