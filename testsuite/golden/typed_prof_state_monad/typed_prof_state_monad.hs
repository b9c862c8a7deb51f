-- Profiling a user State monad: Functor/Applicative/Monad instance
-- methods, do-blocks desugared to >>= calls, and monadic helpers
newtype State s a = State { runState :: s -> (a, s) }

instance Functor (State s) where
  fmap f m = State $ \s -> let (a, s') = runState m s in (f a, s')

instance Applicative (State s) where
  pure a = State $ \s -> (a, s)
  mf <*> ma = State $ \s ->
    let (f, s1) = runState mf s
        (a, s2) = runState ma s1
    in (f a, s2)

instance Monad (State s) where
  m >>= k = State $ \s -> let (a, s') = runState m s in runState (k a) s'

get :: State s s
get = State $ \s -> (s, s)

put :: s -> State s ()
put s = State $ \_ -> ((), s)

modify :: (s -> s) -> State s ()
modify f = do
  s <- get
  put (f s)

tick :: State Int Int
tick = do
  n <- get
  put (n + 1)
  return n

sumList :: [Int] -> State Int ()
sumList [] = return ()
sumList (x : xs) = do
  modify (+ x)
  sumList xs

labels :: [String] -> State Int [(Int, String)]
labels = mapM (\w -> fmap (\n -> (n, w)) tick)

main :: IO ()
main = do
  print (snd (runState (sumList [1 .. 200]) 0))
  print (fst (runState (labels (words "the quick brown fox")) 100))
  print (runState ((,) <$> tick <*> tick) 7)
  print (fst (runState (sequence (replicate 5 tick)) 0))
