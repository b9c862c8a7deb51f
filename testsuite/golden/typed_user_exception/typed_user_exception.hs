import Control.Exception
data MyErr = MyErr String deriving Show
instance Exception MyErr
main :: IO ()
main = do
  r <- try (throwIO (MyErr "boom")) :: IO (Either MyErr ())
  print r
  catch (evaluate (1 `div` (0 :: Int)) >>= print) (\e -> putStrLn ("caught: " ++ show (e :: ArithException)))
