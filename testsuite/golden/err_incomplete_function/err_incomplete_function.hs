-- A function whose clauses do not cover every constructor
data Light = Red | Amber | Green deriving Show

next :: Light -> Light
next Red = Green
next Green = Amber

main :: IO ()
main = do
  print (next Red)
  print (next Green)
  print (next Amber)
