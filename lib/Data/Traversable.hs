-- Data.Traversable (base-4.15): the Traversable class and the traversals
-- over any Traversable (Note [Foldable] in Data/Foldable.hs).
module Data.Traversable
  ( Traversable(traverse, sequenceA, mapM, sequence)
  , for, forM, mapAccumL, mapAccumR, fmapDefault, foldMapDefault
  ) where

import Base hiding (traverse, sequenceA, mapM, sequence, for, forM, mapAccumL, mapAccumR)
import qualified Base as L
import Data.Foldable

-- Traversable has two hidden methods, mapAccumLOf and mapAccumROf, so that
-- mapAccumL is one function for every Traversable (as GHC's, which
-- Data.List re-exports) that runs Base's list code on lists.
class (Functor t, Foldable t) => Traversable t where
  traverse :: Applicative f => (a -> f b) -> t a -> f (t b)
  sequenceA :: Applicative f => t (f a) -> f (t a)
  mapM :: Monad m => (a -> m b) -> t a -> m (t b)
  sequence :: Monad m => t (m a) -> m (t a)
  mapAccumLOf :: (s -> a -> (s, b)) -> s -> t a -> (s, t b)
  mapAccumROf :: (s -> a -> (s, b)) -> s -> t a -> (s, t b)
  traverse f t = sequenceA (fmap f t)
  sequenceA t = traverse id t
  mapM f t = traverse f t
  sequence t = sequenceA t
  mapAccumLOf f s t = runStateL (traverse (\a -> StateL (\s' -> f s' a)) t) s
  mapAccumROf f s t = runStateR (traverse (\a -> StateR (\s' -> f s' a)) t) s

newtype StateL s a = StateL (s -> (s, a))
newtype StateR s a = StateR (s -> (s, a))

runStateL :: StateL s a -> s -> (s, a)
runStateL (StateL k) = k

runStateR :: StateR s a -> s -> (s, a)
runStateR (StateR k) = k

instance Functor (StateL s) where
  fmap f (StateL k) = StateL (\s -> let r = k s in (fst r, f (snd r)))

instance Applicative (StateL s) where
  pure x = StateL (\s -> (s, x))
  liftA2 f (StateL kx) (StateL ky) = StateL (\s ->
    let rx = kx s
        ry = ky (fst rx)
    in (fst ry, f (snd rx) (snd ry)))

instance Functor (StateR s) where
  fmap f (StateR k) = StateR (\s -> let r = k s in (fst r, f (snd r)))

instance Applicative (StateR s) where
  pure x = StateR (\s -> (s, x))
  liftA2 f (StateR kx) (StateR ky) = StateR (\s ->
    let ry = ky s
        rx = kx (fst ry)
    in (fst rx, f (snd rx) (snd ry)))

instance Traversable [] where
  traverse = L.traverse
  sequenceA = L.sequenceA
  mapM = L.mapM
  sequence = L.sequence
  mapAccumLOf = L.mapAccumL
  mapAccumROf = L.mapAccumR

instance Traversable Maybe where
  traverse _ Nothing = pure Nothing
  traverse f (Just x) = fmap Just (f x)

instance Traversable (Either a) where
  traverse _ (Left x) = pure (Left x)
  traverse f (Right y) = fmap Right (f y)

instance Traversable ((,) a) where
  traverse f (x, y) = fmap ((,) x) (f y)

for :: (Traversable t, Applicative f) => t a -> (a -> f b) -> f (t b)
for t f = traverse f t

forM :: (Traversable t, Monad m) => t a -> (a -> m b) -> m (t b)
forM t f = mapM f t

mapAccumL :: Traversable t => (s -> a -> (s, b)) -> s -> t a -> (s, t b)
mapAccumL f s t = mapAccumLOf f s t

mapAccumR :: Traversable t => (s -> a -> (s, b)) -> s -> t a -> (s, t b)
mapAccumR f s t = mapAccumROf f s t

fmapDefault :: Traversable t => (a -> b) -> t a -> t b
fmapDefault f t = runIdentityT (traverse (\x -> IdentityT (f x)) t)

foldMapDefault :: (Traversable t, Monoid m) => (a -> m) -> t a -> m
foldMapDefault f t = getConstT (traverse (\x -> ConstT (f x)) t)

-- GHC's Identity and Const, for the two defaults above (not exported).
newtype IdentityT a = IdentityT a
newtype ConstT m a = ConstT m

runIdentityT :: IdentityT a -> a
runIdentityT (IdentityT a) = a

getConstT :: ConstT m a -> m
getConstT (ConstT m) = m

instance Functor IdentityT where
  fmap f (IdentityT a) = IdentityT (f a)

instance Applicative IdentityT where
  pure a = IdentityT a
  liftA2 f (IdentityT a) (IdentityT b) = IdentityT (f a b)

instance Functor (ConstT m) where
  fmap _ (ConstT m) = ConstT m

instance Monoid m => Applicative (ConstT m) where
  pure _ = ConstT mempty
  liftA2 _ (ConstT a) (ConstT b) = ConstT (a `mappend` b)
