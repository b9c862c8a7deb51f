-- an error whose message is itself an error: GHC reports the inner one
main :: IO ()
main = do
  putStrLn "start"
  print (length (error (error "inner") :: String))
