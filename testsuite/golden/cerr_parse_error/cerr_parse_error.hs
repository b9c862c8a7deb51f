-- A missing closing parenthesis
main :: IO ()
main = do
  let x = (1 + 2 * 3
  print x
