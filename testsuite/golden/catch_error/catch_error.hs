-- Catching error calls with Control.Exception
import Control.Exception

safely :: Int -> IO ()
safely n = catch (evaluate (check n) >>= \v -> putStrLn ("ok: " ++ show v)) (\e -> putStrLn ("caught: " ++ takeWhile (/= '\n') (show (e :: SomeException))))

check :: Int -> Int
check n
  | n > 10 = error ("too big: " ++ show n)
  | otherwise = n * n

handler :: SomeException -> IO ()
handler _ = putStrLn "handler ran"

main :: IO ()
main = do
  mapM_ safely [3, 30, 7]
  catch (print (head ([] :: [Int]))) handler
  catch (evaluate (length [1 .. 5 :: Int]) >>= print) handler
  putStrLn "after"
