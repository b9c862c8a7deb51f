-- A user State newtype with Functor, Applicative and Monad instances, used
-- with do-notation, mapM, when and replicateM
import Control.Monad (ap, liftM, when, replicateM, forM_)

newtype State s a = State { runState :: s -> (a, s) }

instance Functor (State s) where
  fmap = liftM

instance Applicative (State s) where
  pure x = State (\s -> (x, s))
  (<*>) = ap

instance Monad (State s) where
  return = pure
  m >>= k = State (\s -> let (a, s') = runState m s in runState (k a) s')

get :: State s s
get = State (\s -> (s, s))

put :: s -> State s ()
put s = State (\_ -> ((), s))

modify :: (s -> s) -> State s ()
modify f = get >>= put . f

evalState :: State s a -> s -> a
evalState m s = fst (runState m s)

execState :: State s a -> s -> s
execState m s = snd (runState m s)

fresh :: State Int String
fresh = do
  n <- get
  put (n + 1)
  return ("v" ++ show n)

data Tree a = Leaf a | Node (Tree a) (Tree a) deriving Show

label :: Tree a -> State Int (Tree (Int, a))
label (Leaf x) = do
  n <- get
  put (n + 1)
  return (Leaf (n, x))
label (Node l r) = Node <$> label l <*> label r

-- random numbers with a linear congruential generator
nextRand :: State Int Int
nextRand = do
  s <- get
  let s' = (s * 1103515245 + 12345) `mod` 2147483648
  put s'
  return (s' `mod` 100)

counter :: State (Int, [String]) ()
counter = forM_ [1 .. 10 :: Int] $ \i -> do
  (total, logs) <- get
  when (even i) $ put (total + i, logs)
  when (i `mod` 3 == 0) $ modify (\(t, l) -> (t, ("saw " ++ show i) : l))

main :: IO ()
main = do
  print (evalState (replicateM 4 fresh) 0)
  print (runState (mapM (const fresh) "abc") 10)
  print (evalState (label (Node (Node (Leaf 'a') (Leaf 'b')) (Leaf 'c'))) 100)
  print (evalState (replicateM 8 nextRand) 42)
  let (total, logs) = execState counter (0, [])
  print total
  mapM_ putStrLn (reverse logs)
  print (evalState (fmap (* 2) get) 21 :: Int)
  print (execState (mapM_ (\x -> modify (+ x)) [1 .. 100]) 0 :: Integer)
