-- Data.Foldable (base-4.15): the Foldable class (Note [Foldable]) and the
-- folds over any Foldable.
module Data.Foldable
  ( Foldable(fold, foldMap, foldMap', foldr, foldr', foldl, foldl', foldr1, foldl1
            , toList, null, length, elem, maximum, minimum, sum, product)
  , foldrM, foldlM, traverse_, for_, sequenceA_, asum, mapM_, forM_, sequence_, msum
  , concat, concatMap, and, or, any, all, maximumBy, minimumBy, notElem, find
  ) where

import Base hiding ( foldr, foldl, foldl', foldr1, foldl1, null, length, elem, notElem
                  , maximum, minimum, sum, product, and, or, any, all, concat, concatMap
                  , find, maximumBy, minimumBy, foldMap, mapM_, forM_, sequence_
                  , traverse_, for_, sequenceA_, msum, asum )
import qualified Base as L

-- Note [Foldable]
-- The classes, their defaults and the instances for [], Maybe, Either a
-- and ((,) a) behave as GHC 9.0.2's base-4.15 (observed, not copied):
--   * the defaults call each other as GHC's do, so a program's instance
--     that defines foldr (or foldMap) alone has the same methods entered
--     in the same order: foldMap goes through foldr and the reverse;
--     sum and product are foldMap' (a strict left fold, foldl'); maximum
--     and minimum are foldMap' over Maybe, keeping the larger with (>=)
--     and the smaller with (<=); length is foldl', null and toList foldr;
--     foldl' and foldr' force each new accumulator, not the first;
--     foldr1, foldl1, maximum and minimum fail with "foldr1: empty
--     structure" and so on;
--   * the list instance's methods are Base's list functions themselves
--     (`foldr = L.foldr`, `sum = L.sum`: the specialiser sees through
--     them), so a list program computes, allocates and profiles as it did
--     before the classes, and its -hd bands keep naming Base's lines;
--     Base's own code keeps calling the list functions;
--   * the folds that are not methods and that GHC builds on foldMap (and,
--     or, any, all, concat, concatMap, find, maximumBy, minimumBy) are
--     Base's list functions on `toList t`, which is the list itself for a
--     list, and for another Foldable its elements in the order GHC's
--     definitions visit them (toList is foldr (:) [], entering the
--     program's foldr or foldMap as GHC's do); those GHC builds on foldr
--     (mapM_, sequence_, traverse_, msum, foldlM, ...) are written on the
--     foldr method as GHC's are, Base's list code in shape.
-- The class lives here, not in Base, so that Base's list code keeps its
-- names and its lines.

class Foldable t where
  fold :: Monoid m => t m -> m
  foldMap :: Monoid m => (a -> m) -> t a -> m
  foldMap' :: Monoid m => (a -> m) -> t a -> m
  foldr :: (a -> b -> b) -> b -> t a -> b
  foldr' :: (a -> b -> b) -> b -> t a -> b
  foldl :: (b -> a -> b) -> b -> t a -> b
  foldl' :: (b -> a -> b) -> b -> t a -> b
  foldr1 :: (a -> a -> a) -> t a -> a
  foldl1 :: (a -> a -> a) -> t a -> a
  toList :: t a -> [a]
  null :: t a -> Bool
  length :: t a -> Int
  elem :: Eq a => a -> t a -> Bool
  maximum :: Ord a => t a -> a
  minimum :: Ord a => t a -> a
  sum :: Num a => t a -> a
  product :: Num a => t a -> a
  fold t = foldMap id t
  foldMap f t = foldr (\x acc -> mappend (f x) acc) mempty t
  foldMap' f t = foldl' (\acc a -> acc <> f a) mempty t
  foldr f z t = appEndo (foldMap (\x -> Endo (f x)) t) z
  foldr' f z0 xs = foldl f' id xs z0
    where f' k x z = k $! f x z
  foldl f z t = appEndo (getDual (foldMap (\x -> Dual (Endo (flip f x))) t)) z
  foldl' f z0 xs = foldr f' id xs z0
    where f' x k z = k $! f z x
  foldr1 f xs = case foldr mf Nothing xs of
      Just r -> r
      Nothing -> errorWithoutStackTrace "foldr1: empty structure"
    where mf x m = Just (case m of
                           Nothing -> x
                           Just y -> f x y)
  foldl1 f xs = case foldl mf Nothing xs of
      Just r -> r
      Nothing -> errorWithoutStackTrace "foldl1: empty structure"
    where mf m y = Just (case m of
                           Nothing -> y
                           Just x -> f x y)
  toList t = foldr (:) [] t
  null t = foldr (\_ _ -> False) True t
  length t = foldl' (\c _ -> c + 1) 0 t
  elem x t = any (\y -> x == y) t
  maximum t = case getMaxM (foldMap' (\x -> MaxM (Just x)) t) of
    Just r -> r
    Nothing -> errorWithoutStackTrace "maximum: empty structure"
  minimum t = case getMinM (foldMap' (\x -> MinM (Just x)) t) of
    Just r -> r
    Nothing -> errorWithoutStackTrace "minimum: empty structure"
  sum t = getSum (foldMap' Sum t)
  product t = getProduct (foldMap' Product t)

-- The monoids of the defaults (GHC's Endo, Dual, Sum,
-- Product, Max and Min; not exported).
newtype Endo a = Endo (a -> a)
newtype Dual a = Dual a
newtype Sum a = Sum a
newtype Product a = Product a
newtype MaxM a = MaxM (Maybe a)
newtype MinM a = MinM (Maybe a)

appEndo :: Endo a -> a -> a
appEndo (Endo f) = f

getDual :: Dual a -> a
getDual (Dual a) = a

getSum :: Sum a -> a
getSum (Sum a) = a

getProduct :: Product a -> a
getProduct (Product a) = a

getMaxM :: MaxM a -> Maybe a
getMaxM (MaxM m) = m

getMinM :: MinM a -> Maybe a
getMinM (MinM m) = m

instance Semigroup (Endo a) where
  Endo f <> Endo g = Endo (f . g)

instance Monoid (Endo a) where
  mempty = Endo id

instance Semigroup a => Semigroup (Dual a) where
  Dual a <> Dual b = Dual (b <> a)

instance Monoid a => Monoid (Dual a) where
  mempty = Dual mempty

instance Num a => Semigroup (Sum a) where
  Sum a <> Sum b = Sum (a + b)

instance Num a => Monoid (Sum a) where
  mempty = Sum (fromInteger 0)

instance Num a => Semigroup (Product a) where
  Product a <> Product b = Product (a * b)

instance Num a => Monoid (Product a) where
  mempty = Product (fromInteger 1)

instance Ord a => Semigroup (MaxM a) where
  m <> MaxM Nothing = m
  MaxM Nothing <> n = n
  MaxM (Just x) <> MaxM (Just y) = if x >= y then MaxM (Just x) else MaxM (Just y)

instance Ord a => Monoid (MaxM a) where
  mempty = MaxM Nothing

instance Ord a => Semigroup (MinM a) where
  m <> MinM Nothing = m
  MinM Nothing <> n = n
  MinM (Just x) <> MinM (Just y) = if x <= y then MinM (Just x) else MinM (Just y)

instance Ord a => Monoid (MinM a) where
  mempty = MinM Nothing

instance Foldable [] where
  fold xs = mconcat xs
  foldMap f xs = mconcat (map f xs)
  foldr = L.foldr
  foldl = L.foldl
  foldl' = L.foldl'
  foldr1 = L.foldr1
  foldl1 = L.foldl1
  toList xs = xs
  null = L.null
  length = L.length
  elem = L.elem
  sum = L.sum
  product = L.product
  maximum = L.maximum
  minimum = L.minimum

instance Foldable Maybe where
  foldMap f m = maybe mempty f m
  foldr _ z Nothing = z
  foldr f z (Just x) = f x z
  foldl _ z Nothing = z
  foldl f z (Just x) = f z x

instance Foldable (Either a) where
  foldMap _ (Left _) = mempty
  foldMap f (Right y) = f y
  foldr _ z (Left _) = z
  foldr f z (Right y) = f y z
  length (Left _) = 0
  length (Right _) = 1
  null e = isLeft e

instance Foldable ((,) a) where
  foldMap f (_, y) = f y
  foldr f z (_, y) = f y z
  length _ = 1
  null _ = False

-- The folds that are not methods (Note [Foldable]).

and :: Foldable t => t Bool -> Bool
and t = L.and (toList t)

or :: Foldable t => t Bool -> Bool
or t = L.or (toList t)

any :: Foldable t => (a -> Bool) -> t a -> Bool
any p t = L.any p (toList t)

all :: Foldable t => (a -> Bool) -> t a -> Bool
all p t = L.all p (toList t)

notElem :: (Foldable t, Eq a) => a -> t a -> Bool
notElem x t = not (elem x t)

concat :: Foldable t => t [a] -> [a]
concat t = L.concat (toList t)

concatMap :: Foldable t => (a -> [b]) -> t a -> [b]
concatMap f t = L.concatMap f (toList t)

find :: Foldable t => (a -> Bool) -> t a -> Maybe a
find p t = L.find p (toList t)

maximumBy :: Foldable t => (a -> a -> Ordering) -> t a -> a
maximumBy cmp t = L.maximumBy cmp (toList t)

minimumBy :: Foldable t => (a -> a -> Ordering) -> t a -> a
minimumBy cmp t = L.minimumBy cmp (toList t)

-- As GHC's foldr-built `f x >> rest` (and Base's list mapM_): the actions
-- and the rest are thunks made when the action is built, so a cost centre
-- in `f` is entered (and charged) under the stack that built the action.
mapM_ :: (Foldable t, Monad m) => (a -> m b) -> t a -> m ()
mapM_ f xs = foldr c (return ()) xs
  where c x k = f x >> k

forM_ :: (Foldable t, Monad m) => t a -> (a -> m b) -> m ()
forM_ xs f = mapM_ f xs

sequence_ :: (Foldable t, Monad m) => t (m a) -> m ()
sequence_ ms = foldr c (return ()) ms
  where c m k = m >> k

traverse_ :: (Foldable t, Applicative f) => (a -> f b) -> t a -> f ()
traverse_ f xs = foldr c (pure ()) xs
  where c x k = f x *> k

for_ :: (Foldable t, Applicative f) => t a -> (a -> f b) -> f ()
for_ xs f = traverse_ f xs

sequenceA_ :: (Foldable t, Applicative f) => t (f a) -> f ()
sequenceA_ ms = foldr c (pure ()) ms
  where c m k = m *> k

msum :: (Foldable t, MonadPlus m) => t (m a) -> m a
msum xs = foldr mplus mzero xs

asum :: (Foldable t, Alternative f) => t (f a) -> f a
asum xs = foldr (<|>) empty xs

foldlM :: (Foldable t, Monad m) => (b -> a -> m b) -> b -> t a -> m b
foldlM f z0 xs = foldr c return xs z0
  where c x k z = f z x >>= k

foldrM :: (Foldable t, Monad m) => (a -> b -> m b) -> b -> t a -> m b
foldrM f z0 xs = foldl c return xs z0
  where c k x z = f x z >>= k
