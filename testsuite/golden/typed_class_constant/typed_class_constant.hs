-- A class whose method returns the class type (class Default a where
-- def :: a): the instance is chosen by the expected result type, through
-- signatures, annotations, instances for type constructors and contexts
class Default a where
  def :: a

instance Default Int where
  def = 0

instance Default Bool where
  def = False

instance Default Char where
  def = '?'

instance Default [a] where
  def = []

instance (Default a, Default b) => Default (a, b) where
  def = (def, def)

instance Default a => Default (Maybe a) where
  def = Just def

class Container f where
  cempty :: f a
  csingle :: a -> f a

newtype Box a = Box [a] deriving Show

instance Container Box where
  cempty = Box []
  csingle x = Box [x]

orDefault :: Default a => Maybe a -> a
orDefault (Just x) = x
orDefault Nothing = def

defaults :: Default a => Int -> [a]
defaults k = replicate k def

main :: IO ()
main = do
  print (def :: Int)
  print (def :: (Int, Bool))
  print (def :: Maybe (Maybe Char))
  print (def :: (String, (Char, [Int])))
  print (orDefault (Just 'x'), orDefault Nothing :: Char, orDefault (Nothing :: Maybe Int))
  print (defaults 3 :: [Bool])
  print (length (def :: [Int]), def || True, succ def :: Char)
  print (cempty :: Box Int, csingle "one" :: Box String)
  let pick b = if b then def else (7 :: Int)
  print (pick True, pick False)
