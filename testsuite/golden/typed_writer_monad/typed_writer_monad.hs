-- A user Writer newtype over a Monoid-like log: Functor, Applicative,
-- Monad instances with a class constraint on the log type, tell, and
-- mapM_/forM_ in the user monad
import Control.Monad (forM_, when)

newtype Writer w a = Writer { runWriter :: (a, w) }

instance Functor (Writer w) where
  fmap f (Writer (a, w)) = Writer (f a, w)

instance Monoid w => Applicative (Writer w) where
  pure a = Writer (a, mempty)
  Writer (f, w1) <*> Writer (a, w2) = Writer (f a, w1 <> w2)

instance Monoid w => Monad (Writer w) where
  return = pure
  Writer (a, w) >>= k = let Writer (b, w') = k a in Writer (b, w <> w')

tell :: w -> Writer w ()
tell w = Writer ((), w)

collatz :: Int -> Writer [Int] Int
collatz 1 = do
  tell [1]
  return 0
collatz n = do
  tell [n]
  steps <- collatz (if even n then n `div` 2 else 3 * n + 1)
  return (steps + 1)

fizz :: Int -> Writer String ()
fizz n = forM_ [1 .. n] $ \i -> do
  when (i `mod` 3 == 0) (tell "Fizz")
  when (i `mod` 5 == 0) (tell "Buzz")
  when (i `mod` 3 /= 0 && i `mod` 5 /= 0) (tell (show i))
  tell " "

gcdLog :: Integer -> Integer -> Writer [String] Integer
gcdLog a 0 = do
  tell ["done: " ++ show a]
  return a
gcdLog a b = do
  tell [show a ++ " mod " ++ show b ++ " = " ++ show (a `mod` b)]
  gcdLog b (a `mod` b)

main :: IO ()
main = do
  print (runWriter (collatz 6))
  putStrLn (snd (runWriter (fizz 15)))
  let (g, steps) = runWriter (gcdLog 1071 462)
  mapM_ putStrLn steps
  print g
  print (runWriter (mapM (\x -> Writer (x * 2, [x])) [1, 2, 3 :: Int]))
  print (runWriter (fmap length (Writer ("abc", "log"))))
  print (runWriter (pure 'z' :: Writer String Char))
