-- read of a derived type that does not parse: GHC's error, exit status 1,
-- after the output before it
data Command = Push Int | Pop | Add deriving (Show, Read)

main :: IO ()
main = do
  print (map read ["Push 3", "Pop", " Add "] :: [Command])
  print (read "Push" :: Command)
