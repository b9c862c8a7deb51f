-- Errors raised inside profiled code and caught with Control.Exception:
-- the work done before the raise stays charged where it happened
import Control.Exception

safeDiv :: Int -> Int -> Int
safeDiv _ 0 = error "division by zero"
safeDiv a b = a `div` b

ratios :: [Int] -> [Int]
ratios xs = zipWith safeDiv (map (* 100) xs) (tail xs)

attempt :: String -> Int -> IO ()
attempt tag v = catch (evaluate v >>= report) handler
  where
    report r = putStrLn (tag ++ " = " ++ show r)
    handler e = putStrLn (tag ++ " failed: " ++ firstLine (show (e :: SomeException)))
    firstLine = takeWhile (/= '\n')

main :: IO ()
main = do
  attempt "sum1" (sum (ratios [5, 4, 3, 2, 1]))
  attempt "sum2" (sum (ratios [9, 3, 0, 7]))
  attempt "head" (head (filter (> 1000) (ratios [1 .. 50])))
  attempt "len" (length (ratios [0, 0, 0]))
  putStrLn "done"
