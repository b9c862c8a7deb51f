-- Debug.Trace writes to stderr when the traced value is demanded
import Debug.Trace (trace)

fact :: Int -> Int
fact n
  | n <= 1 = trace "fact base case" 1
  | otherwise = trace ("fact " ++ show n) (n * fact (n - 1))

main :: IO ()
main = do
  let x = trace "x evaluated" (10 :: Int)
  putStrLn "start"
  print (x + x)
  print (fact 4)
  let unused = trace "never printed" (0 :: Int)
  putStrLn "end"
