-- Base: the whole standard library of lazyrts, in the language itself.
--
-- Every other library module (Prelude, Data.List, System.IO, ...) only
-- re-exports names defined here.  Base imports nothing but Prim, the
-- pseudo-module of primitive operations (includes/primops.def; their
-- types are in lib/Prim.hs).
--
-- Note [Typed library]
-- Base is a typed Haskell 2010 library with the standard classes (Eq,
-- Ord, Show, Read, Enum, Bounded, Num ... RealFloat, Semigroup, Monoid,
-- Functor, Applicative, Monad, MonadFail, Alternative, MonadPlus, Bits,
-- Exception) and their instances for the built-in types, written by hand
-- (the library uses no deriving).  The type checker elaborates it to the
-- untyped Core like any program: a class becomes a dictionary, a method
-- a selector, an instance a dictionary value (a function of the context's
-- dictionaries when it has a context).  The subset it stays inside:
-- single-parameter classes, superclasses, default methods, instance heads
-- `T a b` with distinct variables, method types that may constrain their
-- own variables (Foldable's elem), no existentials.  Two consequences:
--   * RealFrac's methods have Integer results (properFractionInteger,
--     truncateInteger, ...); properFraction, truncate, round, ceiling
--     and floor are functions with GHC's types on top of them.
--   * SomeException is a plain data type (Note [Exceptions]).
-- length, sum, elem, mapM, sequence_, ... here are list functions: the
-- Foldable and Traversable classes, whose list instance they are, live in
-- lib/Data/Foldable.hs (Note [Foldable]), which the Prelude re-exports.
-- The representation-generic primitives (primAdd, primEq, primShowNum,
-- ...) have polymorphic types in Prim; the library uses them only at the
-- types they support: Integer, Double and Float for arithmetic, Int,
-- Integer, Double, Float and Char for comparisons.
--
-- Note [Hot paths]
-- A function whose body is exactly a saturated primitive applied to its
-- parameters is inlined by the code generator.  The methods of Int,
-- Integer, Double, Float and Char are written that way (`plusInt a b =
-- primIntAdd a b`) and the instances use them (`(+) = plusInt`), so a
-- call through a known dictionary costs one primitive.  Loops over Ints
-- (length, take, !!, replicate, enumerations) call the Int primitives
-- directly rather than the class methods.
--
-- Note [Numbers]
-- Int is 64-bit and wraps (primIntAdd ...); division by zero raises
-- divZeroError and minBound `quot`/`div` (-1) raises overflowError, both
-- from the primitives.  Integer is exact: small Integers are represented
-- as Ints, so toInteger on Int is primUnsafeCoerce, and primIntegerToInt
-- wraps like GHC's fromInteger.  Double and Float use the generic
-- primitives (a Double or a Float operand makes them Double or Float
-- operations).  The type checker compiles an integer literal at Int,
-- Integer, Double or Float directly, a fractional literal at Double or
-- Float directly, others to `fromInteger n` or `fromRational (n :% d)`.
-- Inside Base a literal at a class-polymorphic type is `fromInteger 0`
-- (so that GHC can check Base, see testsuite/typed-lib).  Conversions are
-- GHC -O0's: truncate/round/... and fromIntegral through Integer (wrapping
-- at Int), realToFrac through Rational, fromInteger at Float via Double.
--
-- Note [Exceptions]
-- Without existential types, SomeException holds the name of the
-- exception's type, the value with its type erased (primUnsafeCoerce to
-- Erased), and what showsPrec and displayException give for it.  The
-- class Exception has a fourth method, exceptionTypeName, that names the
-- type (its argument is never evaluated); fromException compares names
-- and coerces back.  The library's instances define it; for an instance
-- in a program the type checker must supply it (the qualified type
-- constructor name, e.g. "Main.MyError"), as GHC derives Typeable.  The
-- default raises an error, so a missing name fails loudly instead of
-- mixing up types.  Everything raised with primRaise is a
-- SomeException; primCatch hands it to the handler, which re-raises it
-- when fromException says the handler's type does not match.
--
-- Note [Library contract]
-- includes/primops.h lists the names the desugarer, the type checker and
-- the runtime use: the Enum methods enumFrom, enumFromThen, enumFromTo,
-- enumFromThenTo; the Monad methods >>= and >>; the MonadFail method
-- fail; failIO; negate, fromInteger (Num), fromRational (Fractional),
-- == (Eq); the Ratio constructor :%; errorCalledAt, undefinedCalledAt,
-- fromJustCalledAt; patError, recConError, recSelError, recUpdError,
-- noMethodBindingError; runMainIO; divZeroError, overflowError,
-- nonTermination; Bool, Ordering, World, IORes, IO, SomeException and
-- Exception's exceptionTypeName.  Do not rename them.
--
-- Note [IO representation]
-- `newtype IO a = IO (World -> IORes a)`.  The type checker erases
-- newtypes, so an action is a function from the World token to `IORes a`
-- at run time.  IO primitives do their effect when they are evaluated,
-- so an action sequences them with `case` (or primSeq) before building
-- its IORes.  Never write a primitive effect where it could be shared
-- between two runs of an action: it must sit under the World parameter
-- (helpers that perform effects take the World as an argument).
-- IO functions take the world as an argument of their own, as GHC's
-- optimised base has them (the "state hack"): `print x = IO (\w -> ...)`
-- is, once IO is erased, the arity-2 function `print x w`, so an action
-- like `print x` is a partial application and the work of running it
-- (`show x`) is charged to the stack that runs it, not the one that
-- built it.

module Base where

import Prim

infixr 9 .
infixr 8 ^, ^^, **
infixl 7 *, /, `quot`, `rem`, `div`, `mod`, %, :%
infixl 6 +, -
infixr 6 <>
infixr 5 ++
infix 4 ==, /=, <, <=, >=, >, `elem`, `notElem`
infixl 4 <$>, <$, $>, <*>, *>, <*, <$!>, <**>
infixl 3 <|>
infixr 3 &&
infixr 2 ||
infixl 1 >>, >>=, &, <&>
infixr 1 =<<, >=>, <=<
infixr 0 $, $!, `seq`
infixl 9 !!
infix 5 \\
infixl 0 `on`
infixr 1 `thenLt`
infixl 8 `shiftL`, `shiftR`, `shift`, `unsafeShiftL`, `unsafeShiftR`, `rotate`, `rotateL`, `rotateR`
infixl 7 .&.
infixl 6 `xor`
infixl 5 .|.

-- ===================================================================
-- Data types
-- ===================================================================

data Bool = False | True
data Ordering = LT | EQ | GT
data Maybe a = Nothing | Just a
data Either a b = Left a | Right b

-- The world token passed to IO actions, and an action's result.
data World = World
data IORes a = IORes a

newtype IO a = IO (World -> IORes a)

-- Both components are evaluated; the denominator is positive and the
-- fraction reduced (except inside the functions of this module).
data Ratio a = !a :% !a

-- Data.Ord.Down: the reversed order.
newtype Down a = Down { getDown :: a }

-- A handle: the primitive handle number and the name used in messages
-- ("<stdin>", or the file path).
data Handle = Handle Int String
data IOMode = ReadMode | WriteMode | AppendMode | ReadWriteMode
data BufferMode = NoBuffering | LineBuffering | BlockBuffering (Maybe Int)
data ExitCode = ExitSuccess | ExitFailure Int

-- Exceptions (Note [Exceptions]).
data SomeException = SomeException String Erased (Int -> ShowS) String

-- The type of a value whose type has been erased.
data Erased = Erased

-- GHC's ErrorCall is a pattern synonym over ErrorCallWithLocation; here
-- the two are constructors: `error` in a program raises
-- ErrorCallWithLocation, the library's errors raise ErrorCall.
data ErrorCall = ErrorCall String | ErrorCallWithLocation String String
data ArithException = Overflow | Underflow | LossOfPrecision | DivideByZero
                    | Denormal | RatioZeroDenominator
data PatternMatchFail = PatternMatchFail String
data RecConError = RecConError String
data RecSelError = RecSelError String
data RecUpdError = RecUpdError String
data NoMethodError = NoMethodError String
data NonTermination = NonTermination
data IOErrorType = AlreadyExists | NoSuchThing | ResourceBusy
                 | ResourceExhausted | EOF | IllegalOperation
                 | PermissionDenied | UserError | UnsupportedOperation
                 | OtherError | InappropriateType | InvalidArgument | HardwareFault | ResourceVanished | Interrupted
-- kind, location ("openFile"), description, file name
data IOException = IOError IOErrorType String String (Maybe String)

type String = [Char]
type FilePath = String
type ShowS = String -> String
type ReadS a = String -> [(a, String)]
type IOError = IOException
type Rational = Ratio Integer

-- ===================================================================
-- Classes
-- ===================================================================

-- Note [String comparison]
-- Eq and Ord have one hidden method each (not exported by the Prelude),
-- the comparison of lists of the type, which [a]'s instances call: the
-- default is the element-by-element walk, Char's is a primitive that
-- compares the evaluated prefix of two Strings in C and hands the rest to
-- eqStringFrom/compareStringFrom.  Show's showList is the same device.
-- Eq has a second hidden method, eqStructural: Note [Finding in C].
class Eq a where
  (==) :: a -> a -> Bool
  (/=) :: a -> a -> Bool
  eqListOf :: [a] -> [a] -> Bool
  eqStructural :: a -> Bool
  x == y = not (x /= y)
  x /= y = not (x == y)
  eqListOf xs ys = eqList xs ys
  eqStructural _ = False

class Eq a => Ord a where
  compare :: a -> a -> Ordering
  (<) :: a -> a -> Bool
  (<=) :: a -> a -> Bool
  (>) :: a -> a -> Bool
  (>=) :: a -> a -> Bool
  max :: a -> a -> a
  min :: a -> a -> a
  compareListOf :: [a] -> [a] -> Ordering
  compare x y = if x == y then EQ else if x <= y then LT else GT
  compareListOf xs ys = compareList xs ys
  x < y = case compare x y of
    LT -> True
    _ -> False
  x <= y = case compare x y of
    GT -> False
    _ -> True
  x > y = case compare x y of
    GT -> True
    _ -> False
  x >= y = case compare x y of
    LT -> False
    _ -> True
  max x y = if x <= y then y else x
  min x y = if x <= y then x else y

class Show a where
  showsPrec :: Int -> a -> ShowS
  show :: a -> String
  showList :: [a] -> ShowS
  showsPrec _ x s = show x ++ s
  show x = showsPrec 0 x ""
  showList xs s = showListWith (showsPrec 0) xs s

-- class Read is declared with the ReadPrec parsers (Note [ReadPrec]),
-- below: the lines of this file above the eftIntFrom of [x .. y] stay
-- where they are, as -hd profiles name a closure of the library by its
-- line (<Base.sat_l1502c23> in testsuite/golden/heap_sieve_hd).

class Bounded a where
  minBound :: a
  maxBound :: a

class Enum a where
  succ :: a -> a
  pred :: a -> a
  toEnum :: Int -> a
  fromEnum :: a -> Int
  enumFrom :: a -> [a]
  enumFromThen :: a -> a -> [a]
  enumFromTo :: a -> a -> [a]
  enumFromThenTo :: a -> a -> a -> [a]
  succ x = toEnum (primIntAdd (fromEnum x) 1)
  pred x = toEnum (primIntSub (fromEnum x) 1)
  enumFrom x = map toEnum (eftInt (fromEnum x) maxInt)
  enumFromThen x y =
    let a = fromEnum x
        b = fromEnum y
    in map toEnum (efdtInt a b (if primGe b a then maxInt else minInt))
  enumFromTo x y = map toEnum (eftInt (fromEnum x) (fromEnum y))
  enumFromThenTo x1 x2 y = map toEnum (efdtInt (fromEnum x1) (fromEnum x2) (fromEnum y))

class Num a where
  (+) :: a -> a -> a
  (-) :: a -> a -> a
  (*) :: a -> a -> a
  negate :: a -> a
  abs :: a -> a
  signum :: a -> a
  fromInteger :: Integer -> a
  x - y = x + negate y
  negate x = fromInteger 0 - x

class (Num a, Ord a) => Real a where
  toRational :: a -> Rational

class (Real a, Enum a) => Integral a where
  quot :: a -> a -> a
  rem :: a -> a -> a
  div :: a -> a -> a
  mod :: a -> a -> a
  quotRem :: a -> a -> (a, a)
  divMod :: a -> a -> (a, a)
  toInteger :: a -> Integer
  n `quot` d = fst (quotRem n d)
  n `rem` d = snd (quotRem n d)
  n `div` d = fst (divMod n d)
  n `mod` d = snd (divMod n d)
  divMod n d = case quotRem n d of
    qr@(q, r) -> if signum r == negate (signum d)
                   then (q - fromInteger 1, r + d)
                   else qr

class Num a => Fractional a where
  (/) :: a -> a -> a
  recip :: a -> a
  fromRational :: Rational -> a
  recip x = fromInteger 1 / x
  x / y = x * recip y

class Fractional a => Floating a where
  pi :: a
  exp :: a -> a
  log :: a -> a
  sqrt :: a -> a
  (**) :: a -> a -> a
  logBase :: a -> a -> a
  sin :: a -> a
  cos :: a -> a
  tan :: a -> a
  asin :: a -> a
  acos :: a -> a
  atan :: a -> a
  sinh :: a -> a
  cosh :: a -> a
  tanh :: a -> a
  asinh :: a -> a
  acosh :: a -> a
  atanh :: a -> a
  x ** y = exp (log x * y)
  logBase x y = log y / log x
  sqrt x = x ** fromRational (1 :% 2)
  tan x = sin x / cos x
  tanh x = sinh x / cosh x

-- GHC's methods properFraction, truncate, round, ceiling and floor are
-- polymorphic in their Integral result, which a method type may not be
-- here (Note [Typed library]): the methods give Integers and the
-- functions of the same names convert them with fromInteger.  A
-- minimal instance defines properFractionInteger.
class (Real a, Fractional a) => RealFrac a where
  properFractionInteger :: a -> (Integer, a)
  truncateInteger :: a -> Integer
  roundInteger :: a -> Integer
  ceilingInteger :: a -> Integer
  floorInteger :: a -> Integer
  truncateInteger x = fst (properFractionInteger x)
  roundInteger x = case properFractionInteger x of
    (n, r) -> let m = if r < fromInteger 0 then minusInteger n 1 else plusInteger n 1
              in case compare (abs r - fromRational (1 :% 2)) (fromInteger 0) of
                   LT -> n
                   EQ -> if evenInteger n then n else m
                   GT -> m
  ceilingInteger x = case properFractionInteger x of
    (n, r) -> if r > fromInteger 0 then plusInteger n 1 else n
  floorInteger x = case properFractionInteger x of
    (n, r) -> if r < fromInteger 0 then minusInteger n 1 else n

class (RealFrac a, Floating a) => RealFloat a where
  floatRadix :: a -> Integer
  floatDigits :: a -> Int
  floatRange :: a -> (Int, Int)
  decodeFloat :: a -> (Integer, Int)
  encodeFloat :: Integer -> Int -> a
  exponent :: a -> Int
  significand :: a -> a
  scaleFloat :: Int -> a -> a
  isNaN :: a -> Bool
  isInfinite :: a -> Bool
  isDenormalized :: a -> Bool
  isNegativeZero :: a -> Bool
  isIEEE :: a -> Bool
  atan2 :: a -> a -> a
  exponent x = case decodeFloat x of
    (m, n) -> if eqInteger m 0 then 0 else primIntAdd n (floatDigits x)
  significand x = case decodeFloat x of
    (m, _) -> encodeFloat m (primIntNegate (floatDigits x))
  scaleFloat k x =
    if primEq k 0 || x == fromInteger 0 || isNaN x || isInfinite x then x
    else case decodeFloat x of
      (m, n) -> encodeFloat m (primIntAdd n (clampInt (scaleBound x) k))
  atan2 y x
    | x > zero = atan (y / x)
    | x == zero && y > zero = pi / two
    | x < zero && y > zero = pi + atan (y / x)
    | (x <= zero && y < zero) || (x < zero && isNegativeZero y)
      || (isNegativeZero x && isNegativeZero y) = negate (atan2 (negate y) x)
    | y == zero && (x < zero || isNegativeZero x) = pi
    | x == zero && y == zero = y
    | otherwise = x + y
    where
      zero = fromInteger 0
      two = fromInteger 2

class Semigroup a where
  (<>) :: a -> a -> a

class Semigroup a => Monoid a where
  mempty :: a
  mappend :: a -> a -> a
  mconcat :: [a] -> a
  mappend x y = x <> y
  mconcat xs = foldr mappend mempty xs

class Functor f where
  fmap :: (a -> b) -> f a -> f b
  (<$) :: a -> f b -> f a
  x <$ m = fmap (const x) m

class Functor f => Applicative f where
  pure :: a -> f a
  (<*>) :: f (a -> b) -> f a -> f b
  liftA2 :: (a -> b -> c) -> f a -> f b -> f c
  (*>) :: f a -> f b -> f b
  (<*) :: f a -> f b -> f a
  mf <*> mx = liftA2 id mf mx
  liftA2 f x y = fmap f x <*> y
  a *> b = (id <$ a) <*> b
  a <* b = liftA2 const a b

class Applicative m => Monad m where
  (>>=) :: m a -> (a -> m b) -> m b
  (>>) :: m a -> m b -> m b
  return :: a -> m a
  m >> k = m >>= \_ -> k
  return x = pure x

class Monad m => MonadFail m where
  fail :: String -> m a

class Applicative f => Alternative f where
  empty :: f a
  (<|>) :: f a -> f a -> f a
  some :: f a -> f [a]
  many :: f a -> f [a]
  some v = liftA2 (:) v (many v)
  many v = some v <|> pure []

class (Alternative m, Monad m) => MonadPlus m where
  mzero :: m a
  mplus :: m a -> m a -> m a
  mzero = empty
  mplus a b = a <|> b

class Eq a => Bits a where
  (.&.) :: a -> a -> a
  (.|.) :: a -> a -> a
  xor :: a -> a -> a
  complement :: a -> a
  shift :: a -> Int -> a
  rotate :: a -> Int -> a
  zeroBits :: a
  bit :: Int -> a
  setBit :: a -> Int -> a
  clearBit :: a -> Int -> a
  complementBit :: a -> Int -> a
  testBit :: a -> Int -> Bool
  bitSizeMaybe :: a -> Maybe Int
  bitSize :: a -> Int
  isSigned :: a -> Bool
  shiftL :: a -> Int -> a
  unsafeShiftL :: a -> Int -> a
  shiftR :: a -> Int -> a
  unsafeShiftR :: a -> Int -> a
  rotateL :: a -> Int -> a
  rotateR :: a -> Int -> a
  popCount :: a -> Int
  shift x i
    | primLt i 0 = shiftR x (primIntNegate i)
    | primGt i 0 = shiftL x i
    | otherwise = x
  rotate x i
    | primLt i 0 = rotateR x (primIntNegate i)
    | primGt i 0 = rotateL x i
    | otherwise = x
  zeroBits = clearBit (bit 0) 0
  setBit x i = x .|. bit i
  clearBit x i = x .&. complement (bit i)
  complementBit x i = x `xor` bit i
  shiftL x i = shift x i
  unsafeShiftL x i = shiftL x i
  shiftR x i = shift x (primIntNegate i)
  unsafeShiftR x i = shiftR x i
  rotateL x i = rotate x i
  rotateR x i = rotate x (primIntNegate i)

class Bits b => FiniteBits b where
  finiteBitSize :: b -> Int
  countLeadingZeros :: b -> Int
  countTrailingZeros :: b -> Int

class Show e => Exception e where
  toException :: e -> SomeException
  fromException :: SomeException -> Maybe e
  displayException :: e -> String
  exceptionTypeName :: e -> String
  toException e =
    SomeException (exceptionTypeName e) (primUnsafeCoerce e) (\d -> showsPrec d e) (displayException e)
  fromException se = castException se
  displayException e = show e
  exceptionTypeName _ =
    errorWithoutStackTrace "lazyrts: an Exception instance without exceptionTypeName"

-- ===================================================================
-- Functions and booleans
-- ===================================================================

id :: a -> a
id x = x

const :: a -> b -> a
const x _ = x

(.) :: (b -> c) -> (a -> b) -> a -> c
(.) f g x = f (g x)

flip :: (a -> b -> c) -> b -> a -> c
flip f x y = f y x

($) :: (a -> b) -> a -> b
f $ x = f x

($!) :: (a -> b) -> a -> b
f $! x = primSeq x (f x)

(&) :: a -> (a -> b) -> b
x & f = f x

on :: (b -> b -> c) -> (a -> b) -> a -> a -> c
on op f x y = op (f x) (f y)

fix :: (a -> a) -> a
fix f = let x = f x in x

seq :: a -> b -> b
seq a b = primSeq a b

until :: (a -> Bool) -> (a -> a) -> a -> a
until p f x = if p x then x else until p f (f x)

asTypeOf :: a -> a -> a
asTypeOf x _ = x

otherwise :: Bool
otherwise = True

not :: Bool -> Bool
not True = False
not False = True

(&&) :: Bool -> Bool -> Bool
True && x = x
False && _ = False

(||) :: Bool -> Bool -> Bool
True || _ = True
False || x = x

bool :: a -> a -> Bool -> a
bool f t b = if b then t else f

fst :: (a, b) -> a
fst (x, _) = x

snd :: (a, b) -> b
snd (_, y) = y

curry :: ((a, b) -> c) -> a -> b -> c
curry f x y = f (x, y)

uncurry :: (a -> b -> c) -> (a, b) -> c
uncurry f p = f (fst p) (snd p)

swap :: (a, b) -> (b, a)
swap (a, b) = (b, a)

-- The lexicographic combination of two comparisons (the second is not
-- evaluated unless the first is EQ); each operand used once: inlined.
thenCmp :: Ordering -> Ordering -> Ordering
thenCmp x o = case x of
  { LT -> LT; EQ -> o; GT -> GT }

-- (<) of a lexicographic comparison: decided by the first comparison
-- unless it is EQ (the rest is then not evaluated).
thenLt :: Ordering -> Bool -> Bool
thenLt LT _ = True
thenLt EQ lt = lt
thenLt GT _ = False

-- ===================================================================
-- Instances for Bool, Ordering, (), Maybe, Either, tuples
-- ===================================================================

-- Note [Derived strictness]
-- GHC's base derives Eq, Ord and Show for Bool, Ordering, (), Maybe,
-- Either and the tuples; the instances below are written by hand to
-- behave exactly like those derived ones, which a program can observe
-- when an argument is undefined or a Double is NaN:
--   * every method looks at both arguments, left first (`() == undefined`
--     is undefined, not True; `show (undefined :: ())` is undefined);
--   * compare and (<) are defined; (<) decides by compare on every field
--     but the last, where it calls the field's own (<);
--   * the other three are written with (<), arguments swapped as GHC's
--     deriving writes them: x <= y = not (y < x), x > y = y < x,
--     x >= y = not (x < y), so (<=) and (>) look at the right argument
--     first, and `(1, nan) > (1, nan)` is `nan > nan`, False, while
--     compare gives GT;
--   * max and min are the class defaults, through (<=).
-- One exception, for the pair only: GHC's compiled (<=) on pairs
-- evaluates the left pair first, so ours matches on both before calling
-- (<).  Lists (compare only), Down (compare only) and Ratio ((<=) and
-- (<); compare is the default) are hand-written in GHC's base too and
-- follow it.  What is pinned: testsuite/golden/strict_instances.

instance Eq Bool where
  True == True = True
  False == False = True
  _ == _ = False
  eqStructural _ = True

instance Ord Bool where
  compare a b = primCompare (boolTag a) (boolTag b)
  a < b = primLt (boolTag a) (boolTag b)
  a <= b = not (b < a)
  a > b = b < a
  a >= b = not (a < b)

boolTag :: Bool -> Int
boolTag False = 0
boolTag True = 1

instance Show Bool where
  showsPrec _ True s = "True" ++ s
  showsPrec _ False s = "False" ++ s

instance Read Bool where
  readsPrec _ s = readParen False readsBool s

readsBool :: ReadS Bool
readsBool s = [ (b, t) | (tok, t) <- lex s, b <- boolNamed tok ]

boolNamed :: String -> [Bool]
boolNamed "True" = [True]
boolNamed "False" = [False]
boolNamed _ = []

instance Bounded Bool where
  minBound = False
  maxBound = True

instance Enum Bool where
  succ False = True
  succ True = errorWithoutStackTrace "Prelude.Enum.Bool.succ: bad argument"
  pred True = False
  pred False = errorWithoutStackTrace "Prelude.Enum.Bool.pred: bad argument"
  toEnum n
    | primEq n 0 = False
    | primEq n 1 = True
    | otherwise = errorWithoutStackTrace "Prelude.Enum.Bool.toEnum: bad argument"
  fromEnum b = boolTag b
  enumFrom x = boundedEnumFrom x
  enumFromThen x y = boundedEnumFromThen x y

instance Eq Ordering where
  a == b = primEq (orderingTag a) (orderingTag b)
  eqStructural _ = True

instance Ord Ordering where
  compare a b = primCompare (orderingTag a) (orderingTag b)
  a < b = primLt (orderingTag a) (orderingTag b)
  a <= b = not (b < a)
  a > b = b < a
  a >= b = not (a < b)

orderingTag :: Ordering -> Int
orderingTag LT = 0
orderingTag EQ = 1
orderingTag GT = 2

instance Show Ordering where
  showsPrec _ LT s = "LT" ++ s
  showsPrec _ EQ s = "EQ" ++ s
  showsPrec _ GT s = "GT" ++ s

instance Read Ordering where
  readsPrec _ s = readParen False readsOrdering s

readsOrdering :: ReadS Ordering
readsOrdering s = [ (o, t) | (tok, t) <- lex s, o <- orderingNamed tok ]

orderingNamed :: String -> [Ordering]
orderingNamed "LT" = [LT]
orderingNamed "EQ" = [EQ]
orderingNamed "GT" = [GT]
orderingNamed _ = []

instance Bounded Ordering where
  minBound = LT
  maxBound = GT

instance Enum Ordering where
  succ LT = EQ
  succ EQ = GT
  succ GT = errorWithoutStackTrace "Prelude.Enum.Ordering.succ: bad argument"
  pred GT = EQ
  pred EQ = LT
  pred LT = errorWithoutStackTrace "Prelude.Enum.Ordering.pred: bad argument"
  toEnum n
    | primEq n 0 = LT
    | primEq n 1 = EQ
    | primEq n 2 = GT
    | otherwise = errorWithoutStackTrace "Prelude.Enum.Ordering.toEnum: bad argument"
  fromEnum o = orderingTag o
  enumFrom x = boundedEnumFrom x
  enumFromThen x y = boundedEnumFromThen x y

instance Semigroup Ordering where
  LT <> _ = LT
  EQ <> y = y
  GT <> _ = GT

instance Monoid Ordering where
  mempty = EQ

instance Eq () where
  () == () = True
  eqStructural _ = True

instance Ord () where
  compare () () = EQ
  () < () = False
  a <= b = not (b < a)
  a > b = b < a
  a >= b = not (a < b)

instance Show () where
  showsPrec _ () s = '(' : ')' : s

instance Read () where
  readsPrec _ s = readParen False readsUnit s

readsUnit :: ReadS ()
readsUnit s = [ ((), u) | ("(", t) <- lex s, (")", u) <- lex t ]

instance Bounded () where
  minBound = ()
  maxBound = ()

instance Enum () where
  succ _ = errorWithoutStackTrace "Prelude.Enum.().succ: bad argument"
  pred _ = errorWithoutStackTrace "Prelude.Enum.().pred: bad argument"
  toEnum n = if primEq n 0 then () else errorWithoutStackTrace "Prelude.Enum.().toEnum: bad argument"
  fromEnum () = 0
  enumFrom () = [()]
  enumFromThen () () = repeat ()
  enumFromTo () () = [()]
  enumFromThenTo () () () = repeat ()

-- Lazy in both arguments, as GHC's (unlike Eq and Ord above).
instance Semigroup () where
  _ <> _ = ()

instance Monoid () where
  mempty = ()
  mconcat _ = ()

instance Eq a => Eq (Maybe a) where
  Nothing == Nothing = True
  Just x == Just y = x == y
  _ == _ = False
  eqStructural m = maybeStructural m typeProxy

instance Ord a => Ord (Maybe a) where
  compare Nothing Nothing = EQ
  compare Nothing (Just _) = LT
  compare (Just _) Nothing = GT
  compare (Just x) (Just y) = compare x y
  Nothing < Nothing = False
  Nothing < Just _ = True
  Just _ < Nothing = False
  Just x < Just y = x < y
  a <= b = not (b < a)
  a > b = b < a
  a >= b = not (a < b)

instance Show a => Show (Maybe a) where
  showsPrec _ Nothing s = "Nothing" ++ s
  showsPrec d (Just x) s = showParen (primGt d 10) (showString "Just " . showsPrec 11 x) s

instance Read a => Read (Maybe a) where
  readsPrec d s =
    readParen False (\r -> [ (Nothing, t) | ("Nothing", t) <- lex r ]) s
    ++ readParen (primGt d 10) (\r -> [ (Just x, u) | ("Just", t) <- lex r, (x, u) <- readsPrec 11 t ]) s

instance Semigroup a => Semigroup (Maybe a) where
  Nothing <> b = b
  a <> Nothing = a
  Just a <> Just b = Just (a <> b)

instance Semigroup a => Monoid (Maybe a) where
  mempty = Nothing

instance (Eq a, Eq b) => Eq (Either a b) where
  Left x == Left y = x == y
  Right x == Right y = x == y
  _ == _ = False
  eqStructural e = eitherStructural e typeProxy typeProxy

instance (Ord a, Ord b) => Ord (Either a b) where
  compare (Left x) (Left y) = compare x y
  compare (Left _) (Right _) = LT
  compare (Right _) (Left _) = GT
  compare (Right x) (Right y) = compare x y
  Left x < Left y = x < y
  Left _ < Right _ = True
  Right _ < Left _ = False
  Right x < Right y = x < y
  a <= b = not (b < a)
  a > b = b < a
  a >= b = not (a < b)

instance (Show a, Show b) => Show (Either a b) where
  showsPrec d (Left x) s = showParen (primGt d 10) (showString "Left " . showsPrec 11 x) s
  showsPrec d (Right x) s = showParen (primGt d 10) (showString "Right " . showsPrec 11 x) s

instance (Read a, Read b) => Read (Either a b) where
  readsPrec d s =
    readParen (primGt d 10) (\r -> [ (Left x, u) | ("Left", t) <- lex r, (x, u) <- readsPrec 11 t ]) s
    ++ readParen (primGt d 10) (\r -> [ (Right x, u) | ("Right", t) <- lex r, (x, u) <- readsPrec 11 t ]) s

instance Semigroup (Either a b) where
  Left _ <> b = b
  a <> _ = a

-- Tuples: Eq, Ord, Show and Bounded up to 15 components (as GHC), Read
-- up to 7 (from 4 on with ReadPrec), Semigroup and Monoid up to 3.

instance (Eq a, Eq b) => Eq (a, b) where
  (a, b) == (a', b') =
    a == a' && b == b'
  eqStructural p = pairStructural p typeProxy typeProxy

instance (Ord a, Ord b) => Ord (a, b) where
  compare (a, b) (a', b') =
    compare a a' `thenCmp` compare b b'
  (a, b) < (a', b') =
    compare a a' `thenLt` b < b'
  (a, b) <= (a', b') = not (compare a' a `thenLt` b' < b)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b) => Show (a, b) where
  showsPrec _ (a, b) s =
    '(' : shows a (',' : shows b (')' : s))

instance (Bounded a, Bounded b) => Bounded (a, b) where
  minBound = (minBound, minBound)
  maxBound = (maxBound, maxBound)

instance (Eq a, Eq b, Eq c) => Eq (a, b, c) where
  (a, b, c) == (a', b', c') =
    a == a' && b == b' && c == c'
  eqStructural t = tripleStructural t typeProxy typeProxy typeProxy

instance (Ord a, Ord b, Ord c) => Ord (a, b, c) where
  compare (a, b, c) (a', b', c') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c'
  (a, b, c) < (a', b', c') =
    compare a a' `thenLt` compare b b' `thenLt` c < c'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c) => Show (a, b, c) where
  showsPrec _ (a, b, c) s =
    '(' : shows a (',' : shows b (',' : shows c (')' : s)))

instance (Bounded a, Bounded b, Bounded c) => Bounded (a, b, c) where
  minBound = (minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d) => Eq (a, b, c, d) where
  (a, b, c, d) == (a', b', c', d') =
    a == a' && b == b' && c == c' && d == d'

instance (Ord a, Ord b, Ord c, Ord d) => Ord (a, b, c, d) where
  compare (a, b, c, d) (a', b', c', d') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
  (a, b, c, d) < (a', b', c', d') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` d < d'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d) => Show (a, b, c, d) where
  showsPrec _ (a, b, c, d) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (')' : s))))

instance (Bounded a, Bounded b, Bounded c, Bounded d) => Bounded (a, b, c, d) where
  minBound = (minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e) => Eq (a, b, c, d, e) where
  (a, b, c, d, e) == (a', b', c', d', e') =
    a == a' && b == b' && c == c' && d == d' && e == e'

instance (Ord a, Ord b, Ord c, Ord d, Ord e) => Ord (a, b, c, d, e) where
  compare (a, b, c, d, e) (a', b', c', d', e') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e'
  (a, b, c, d, e) < (a', b', c', d', e') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` e < e'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e) => Show (a, b, c, d, e) where
  showsPrec _ (a, b, c, d, e) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e (')' : s)))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e)
      => Bounded (a, b, c, d, e) where
  minBound = (minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f) => Eq (a, b, c, d, e, f) where
  (a, b, c, d, e, f) == (a', b', c', d', e', f') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f) => Ord (a, b, c, d, e, f) where
  compare (a, b, c, d, e, f)
          (a', b', c', d', e', f') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f'
  (a, b, c, d, e, f) < (a', b', c', d', e', f') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` f < f'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f)
      => Show (a, b, c, d, e, f) where
  showsPrec _ (a, b, c, d, e, f) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (')' : s))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f)
      => Bounded (a, b, c, d, e, f) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g) => Eq (a, b, c, d, e, f, g) where
  (a, b, c, d, e, f, g) == (a', b', c', d', e', f', g') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g)
      => Ord (a, b, c, d, e, f, g) where
  compare (a, b, c, d, e, f, g)
          (a', b', c', d', e', f', g') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
  (a, b, c, d, e, f, g) < (a', b', c', d', e', f', g') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` g < g'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g)
      => Show (a, b, c, d, e, f, g) where
  showsPrec _ (a, b, c, d, e, f, g) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (')' : s)))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g)
      => Bounded (a, b, c, d, e, f, g) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h)
      => Eq (a, b, c, d, e, f, g, h) where
  (a, b, c, d, e, f, g, h) == (a', b', c', d', e', f', g', h') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h)
      => Ord (a, b, c, d, e, f, g, h) where
  compare (a, b, c, d, e, f, g, h)
          (a', b', c', d', e', f', g', h') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h'
  (a, b, c, d, e, f, g, h) < (a', b', c', d', e', f', g', h') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g' `thenLt` h < h'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h)
      => Show (a, b, c, d, e, f, g, h) where
  showsPrec _ (a, b, c, d, e, f, g, h) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (')' : s))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h)
      => Bounded (a, b, c, d, e, f, g, h) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i)
      => Eq (a, b, c, d, e, f, g, h, i) where
  (a, b, c, d, e, f, g, h, i) == (a', b', c', d', e', f', g', h', i') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i)
      => Ord (a, b, c, d, e, f, g, h, i) where
  compare (a, b, c, d, e, f, g, h, i)
          (a', b', c', d', e', f', g', h', i') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i'
  (a, b, c, d, e, f, g, h, i) < (a', b', c', d', e', f', g', h', i') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` i < i'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i)
      => Show (a, b, c, d, e, f, g, h, i) where
  showsPrec _ (a, b, c, d, e, f, g, h, i) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (')' : s)))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i)
      => Bounded (a, b, c, d, e, f, g, h, i) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j)
      => Eq (a, b, c, d, e, f, g, h, i, j) where
  (a, b, c, d, e, f, g, h, i, j) == (a', b', c', d', e', f', g', h', i', j') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j)
      => Ord (a, b, c, d, e, f, g, h, i, j) where
  compare (a, b, c, d, e, f, g, h, i, j)
          (a', b', c', d', e', f', g', h', i', j') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
  (a, b, c, d, e, f, g, h, i, j) < (a', b', c', d', e', f', g', h', i', j') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` j < j'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j)
      => Show (a, b, c, d, e, f, g, h, i, j) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j (')' : s))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j)
      => Bounded (a, b, c, d, e, f, g, h, i, j) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j, Eq k)
      => Eq (a, b, c, d, e, f, g, h, i, j, k) where
  (a, b, c, d, e, f, g, h, i, j, k) == (a', b', c', d', e', f', g', h', i', j', k') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j' && k == k'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j, Ord k)
      => Ord (a, b, c, d, e, f, g, h, i, j, k) where
  compare (a, b, c, d, e, f, g, h, i, j, k)
          (a', b', c', d', e', f', g', h', i', j', k') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
    `thenCmp` compare k k'
  (a, b, c, d, e, f, g, h, i, j, k) < (a', b', c', d', e', f', g', h', i', j', k') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` compare j j' `thenLt` k < k'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j, Show k)
      => Show (a, b, c, d, e, f, g, h, i, j, k) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j, k) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j
      (',' : shows k (')' : s)))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j, Bounded k)
      => Bounded (a, b, c, d, e, f, g, h, i, j, k) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j, Eq k, Eq l)
      => Eq (a, b, c, d, e, f, g, h, i, j, k, l) where
  (a, b, c, d, e, f, g, h, i, j, k, l) == (a', b', c', d', e', f', g', h', i', j', k', l') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j' && k == k' && l == l'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j, Ord k
          , Ord l)
      => Ord (a, b, c, d, e, f, g, h, i, j, k, l) where
  compare (a, b, c, d, e, f, g, h, i, j, k, l)
          (a', b', c', d', e', f', g', h', i', j', k', l') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
    `thenCmp` compare k k' `thenCmp` compare l l'
  (a, b, c, d, e, f, g, h, i, j, k, l)
      < (a', b', c', d', e', f', g', h', i', j', k', l') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` compare j j'
    `thenLt` compare k k' `thenLt` l < l'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j, Show k, Show l)
      => Show (a, b, c, d, e, f, g, h, i, j, k, l) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j, k, l) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j
      (',' : shows k (',' : shows l (')' : s))))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j, Bounded k, Bounded l)
      => Bounded (a, b, c, d, e, f, g, h, i, j, k, l) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j, Eq k, Eq l, Eq m)
      => Eq (a, b, c, d, e, f, g, h, i, j, k, l, m) where
  (a, b, c, d, e, f, g, h, i, j, k, l, m) == (a', b', c', d', e', f', g', h', i', j', k', l', m') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j' && k == k' && l == l' && m == m'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j, Ord k
          , Ord l, Ord m)
      => Ord (a, b, c, d, e, f, g, h, i, j, k, l, m) where
  compare (a, b, c, d, e, f, g, h, i, j, k, l, m)
          (a', b', c', d', e', f', g', h', i', j', k', l', m') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
    `thenCmp` compare k k' `thenCmp` compare l l' `thenCmp` compare m m'
  (a, b, c, d, e, f, g, h, i, j, k, l, m)
      < (a', b', c', d', e', f', g', h', i', j', k', l', m') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` compare j j'
    `thenLt` compare k k' `thenLt` compare l l' `thenLt` m < m'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j, Show k, Show l, Show m)
      => Show (a, b, c, d, e, f, g, h, i, j, k, l, m) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j, k, l, m) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j
      (',' : shows k (',' : shows l (',' : shows m (')' : s)))))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j, Bounded k, Bounded l, Bounded m)
      => Bounded (a, b, c, d, e, f, g, h, i, j, k, l, m) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j, Eq k, Eq l, Eq m
          , Eq n)
      => Eq (a, b, c, d, e, f, g, h, i, j, k, l, m, n) where
  (a, b, c, d, e, f, g, h, i, j, k, l, m, n) == (a', b', c', d', e', f', g', h', i', j', k', l', m', n') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j' && k == k' && l == l' && m == m' && n == n'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j, Ord k
          , Ord l, Ord m, Ord n)
      => Ord (a, b, c, d, e, f, g, h, i, j, k, l, m, n) where
  compare (a, b, c, d, e, f, g, h, i, j, k, l, m, n)
          (a', b', c', d', e', f', g', h', i', j', k', l', m', n') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
    `thenCmp` compare k k' `thenCmp` compare l l' `thenCmp` compare m m'
    `thenCmp` compare n n'
  (a, b, c, d, e, f, g, h, i, j, k, l, m, n)
      < (a', b', c', d', e', f', g', h', i', j', k', l', m', n') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` compare j j'
    `thenLt` compare k k' `thenLt` compare l l' `thenLt` compare m m' `thenLt` n < n'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j, Show k, Show l, Show m, Show n)
      => Show (a, b, c, d, e, f, g, h, i, j, k, l, m, n) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j, k, l, m, n) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j
      (',' : shows k (',' : shows l (',' : shows m (',' : shows n (')' : s))))))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j, Bounded k, Bounded l, Bounded m
          , Bounded n)
      => Bounded (a, b, c, d, e, f, g, h, i, j, k, l, m, n) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Eq a, Eq b, Eq c, Eq d, Eq e, Eq f, Eq g, Eq h, Eq i, Eq j, Eq k, Eq l, Eq m
          , Eq n, Eq o)
      => Eq (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) where
  (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) == (a', b', c', d', e', f', g', h', i', j', k', l', m', n', o') =
    a == a' && b == b' && c == c' && d == d' && e == e' && f == f' && g == g'
    && h == h' && i == i' && j == j' && k == k' && l == l' && m == m' && n == n'
    && o == o'

instance (Ord a, Ord b, Ord c, Ord d, Ord e, Ord f, Ord g, Ord h, Ord i, Ord j, Ord k
          , Ord l, Ord m, Ord n, Ord o)
      => Ord (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) where
  compare (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o)
          (a', b', c', d', e', f', g', h', i', j', k', l', m', n', o') =
    compare a a' `thenCmp` compare b b' `thenCmp` compare c c' `thenCmp` compare d d'
    `thenCmp` compare e e' `thenCmp` compare f f' `thenCmp` compare g g'
    `thenCmp` compare h h' `thenCmp` compare i i' `thenCmp` compare j j'
    `thenCmp` compare k k' `thenCmp` compare l l' `thenCmp` compare m m'
    `thenCmp` compare n n' `thenCmp` compare o o'
  (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o)
      < (a', b', c', d', e', f', g', h', i', j', k', l', m', n', o') =
    compare a a' `thenLt` compare b b' `thenLt` compare c c' `thenLt` compare d d'
    `thenLt` compare e e' `thenLt` compare f f' `thenLt` compare g g'
    `thenLt` compare h h' `thenLt` compare i i' `thenLt` compare j j'
    `thenLt` compare k k' `thenLt` compare l l' `thenLt` compare m m'
    `thenLt` compare n n' `thenLt` o < o'
  x <= y = not (y < x)
  x > y = y < x
  x >= y = not (x < y)

instance (Show a, Show b, Show c, Show d, Show e, Show f, Show g, Show h, Show i
          , Show j, Show k, Show l, Show m, Show n, Show o)
      => Show (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) where
  showsPrec _ (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) s =
    '(' : shows a (',' : shows b (',' : shows c (',' : shows d (',' : shows e
      (',' : shows f (',' : shows g (',' : shows h (',' : shows i (',' : shows j
      (',' : shows k (',' : shows l (',' : shows m (',' : shows n (',' : shows o (')' : s)))))))))))))))

instance (Bounded a, Bounded b, Bounded c, Bounded d, Bounded e, Bounded f, Bounded g
          , Bounded h, Bounded i, Bounded j, Bounded k, Bounded l, Bounded m
          , Bounded n, Bounded o)
      => Bounded (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) where
  minBound = (minBound, minBound, minBound, minBound, minBound, minBound, minBound
    , minBound, minBound, minBound, minBound, minBound, minBound, minBound, minBound)
  maxBound = (maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound
    , maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound, maxBound)

instance (Read a, Read b) => Read (a, b) where
  readsPrec _ s = readParen False readsPair s

readsPair :: (Read a, Read b) => ReadS (a, b)
readsPair s =
  [ ((a, b), w) | ("(", t) <- lex s, (a, u) <- reads t, (",", v) <- lex u
                , (b, v') <- reads v, (")", w) <- lex v' ]

instance (Read a, Read b, Read c) => Read (a, b, c) where
  readsPrec _ s = readParen False readsTriple s

readsTriple :: (Read a, Read b, Read c) => ReadS (a, b, c)
readsTriple s =
  [ ((a, b, c), z) | ("(", t) <- lex s, (a, u) <- reads t, (",", v) <- lex u
                   , (b, w) <- reads v, (",", x) <- lex w, (c, y) <- reads x
                   , (")", z) <- lex y ]

instance (Semigroup a, Semigroup b) => Semigroup (a, b) where
  (a, b) <> (a', b') = (a <> a', b <> b')

instance (Monoid a, Monoid b) => Monoid (a, b) where
  mempty = (mempty, mempty)

instance (Semigroup a, Semigroup b, Semigroup c) => Semigroup (a, b, c) where
  (a, b, c) <> (a', b', c') = (a <> a', b <> b', c <> c')

instance (Monoid a, Monoid b, Monoid c) => Monoid (a, b, c) where
  mempty = (mempty, mempty, mempty)

-- Lists.

instance Eq a => Eq [a] where
  xs == ys = eqListOf xs ys
  eqStructural xs = listStructural xs typeProxy

eqList :: Eq a => [a] -> [a] -> Bool
eqList [] [] = True
eqList (x : xs) (y : ys) = x == y && eqList xs ys
eqList _ _ = False

instance Ord a => Ord [a] where
  compare xs ys = compareListOf xs ys

compareList :: Ord a => [a] -> [a] -> Ordering
compareList [] [] = EQ
compareList [] (_ : _) = LT
compareList (_ : _) [] = GT
compareList (x : xs) (y : ys) = case compare x y of
  EQ -> compareList xs ys
  o -> o

instance Show a => Show [a] where
  showsPrec _ xs s = showList xs s

instance Read a => Read [a] where
  readsPrec d s = readPrec_to_S readListPrec d s

instance Semigroup [a] where
  xs <> ys = xs ++ ys

instance Monoid [a] where
  mempty = []
  mconcat xss = concat xss

-- Functions.

instance Semigroup b => Semigroup (a -> b) where
  (f <> g) x = f x <> g x

instance Monoid b => Monoid (a -> b) where
  mempty _ = mempty

-- Down: the reversed order, shown as `Down x`.

instance Eq a => Eq (Down a) where
  Down x == Down y = x == y

-- Only compare, as in base-4.15: the other methods are the defaults,
-- through compare (so `Down nan > Down nan` is True).
instance Ord a => Ord (Down a) where
  compare (Down x) (Down y) = compare y x

instance Show a => Show (Down a) where
  showsPrec d (Down x) s = showParen (primGe d 11) (showString "Down " . showsPrec 11 x) s

comparing :: Ord a => (b -> a) -> b -> b -> Ordering
comparing f x y = compare (f x) (f y)

-- ===================================================================
-- Int (64-bit, wrapping; Note [Numbers])
-- ===================================================================

eqInt :: Int -> Int -> Bool
eqInt a b = primEq a b

neInt :: Int -> Int -> Bool
neInt a b = primNe a b

ltInt :: Int -> Int -> Bool
ltInt a b = primLt a b

leInt :: Int -> Int -> Bool
leInt a b = primLe a b

gtInt :: Int -> Int -> Bool
gtInt a b = primGt a b

geInt :: Int -> Int -> Bool
geInt a b = primGe a b

compareInt :: Int -> Int -> Ordering
compareInt a b = primCompare a b

plusInt :: Int -> Int -> Int
plusInt a b = primIntAdd a b

minusInt :: Int -> Int -> Int
minusInt a b = primIntSub a b

timesInt :: Int -> Int -> Int
timesInt a b = primIntMul a b

negateInt :: Int -> Int
negateInt a = primIntNegate a

absInt :: Int -> Int
absInt a = primIntAbs a

signumInt :: Int -> Int
signumInt a = primSignum a

quotInt :: Int -> Int -> Int
quotInt a b = primIntQuot a b

remInt :: Int -> Int -> Int
remInt a b = primIntRem a b

divInt :: Int -> Int -> Int
divInt a b = primIntDiv a b

modInt :: Int -> Int -> Int
modInt a b = primIntMod a b

quotRemInt :: Int -> Int -> (Int, Int)
quotRemInt a b = primIntQuotRem a b

divModInt :: Int -> Int -> (Int, Int)
divModInt a b = primIntDivMod a b

integerToInt :: Integer -> Int
integerToInt n = primIntegerToInt n

intToInteger :: Int -> Integer
intToInteger n = primUnsafeCoerce n

minInt :: Int
minInt = primIntSub (primIntNegate 9223372036854775807) 1

maxInt :: Int
maxInt = 9223372036854775807

instance Eq Int where
  (==) = eqInt
  (/=) = neInt
  eqStructural _ = True

instance Ord Int where
  compare = compareInt
  (<) = ltInt
  (<=) = leInt
  (>) = gtInt
  (>=) = geInt

instance Num Int where
  (+) = plusInt
  (-) = minusInt
  (*) = timesInt
  negate = negateInt
  abs = absInt
  signum = signumInt
  fromInteger = integerToInt

instance Real Int where
  toRational n = intToInteger n :% 1

instance Integral Int where
  quot = quotInt
  rem = remInt
  div = divInt
  mod = modInt
  quotRem = quotRemInt
  divMod = divModInt
  toInteger = intToInteger

instance Bounded Int where
  minBound = minInt
  maxBound = maxInt

instance Enum Int where
  succ x = if primEq x maxInt
             then errorWithoutStackTrace "Prelude.Enum.succ{Int}: tried to take `succ' of maxBound"
             else primIntAdd x 1
  pred x = if primEq x minInt
             then errorWithoutStackTrace "Prelude.Enum.pred{Int}: tried to take `pred' of minBound"
             else primIntSub x 1
  toEnum x = x
  fromEnum x = x
  enumFrom x = eftInt x maxInt
  enumFromThen x y = efdtInt x y (if primGe y x then maxInt else minInt)
  enumFromTo x y = eftInt x y
  enumFromThenTo x y z = efdtInt x y z

instance Show Int where
  showsPrec d n s = showSignedText d (primShowNum n) s

instance Read Int where
  readsPrec _ s = readNumber convertInt s

-- [x .. y] without overflow at maxBound.
eftInt :: Int -> Int -> [Int]
eftInt x y = if primGt x y then [] else eftIntFrom x y

eftIntFrom :: Int -> Int -> [Int]
eftIntFrom x y = x : (if primEq x y then [] else let x1 = primIntAdd x 1 in primSeq x1 (eftIntFrom x1 y))

-- [x1, x2 .. y] without overflow: the last element is produced before
-- a step could pass the limit.
efdtInt :: Int -> Int -> Int -> [Int]
efdtInt x1 x2 y
  | primGe x2 x1 = if primLt y x2 then (if primLt y x1 then [] else [x1])
                   else x1 : efdtIntUp x2 (primIntSub x2 x1) (primIntSub y (primIntSub x2 x1))
  | otherwise = if primGt y x2 then (if primGt y x1 then [] else [x1])
                else x1 : efdtIntDown x2 (primIntSub x2 x1) (primIntSub y (primIntSub x2 x1))

efdtIntUp :: Int -> Int -> Int -> [Int]
efdtIntUp x delta y' = if primGt x y' then [x] else x : efdtIntUp (primIntAdd x delta) delta y'

efdtIntDown :: Int -> Int -> Int -> [Int]
efdtIntDown x delta y' = if primLt x y' then [x] else x : efdtIntDown (primIntAdd x delta) delta y'

-- ===================================================================
-- Integer (exact)
-- ===================================================================

eqInteger :: Integer -> Integer -> Bool
eqInteger a b = primEq a b

neInteger :: Integer -> Integer -> Bool
neInteger a b = primNe a b

ltInteger :: Integer -> Integer -> Bool
ltInteger a b = primLt a b

leInteger :: Integer -> Integer -> Bool
leInteger a b = primLe a b

gtInteger :: Integer -> Integer -> Bool
gtInteger a b = primGt a b

geInteger :: Integer -> Integer -> Bool
geInteger a b = primGe a b

compareInteger :: Integer -> Integer -> Ordering
compareInteger a b = primCompare a b

plusInteger :: Integer -> Integer -> Integer
plusInteger a b = primAdd a b

minusInteger :: Integer -> Integer -> Integer
minusInteger a b = primSub a b

timesInteger :: Integer -> Integer -> Integer
timesInteger a b = primMul a b

negateInteger :: Integer -> Integer
negateInteger a = primNegate a

absInteger :: Integer -> Integer
absInteger a = primAbs a

signumInteger :: Integer -> Integer
signumInteger a = primSignum a

quotInteger :: Integer -> Integer -> Integer
quotInteger a b = primQuot a b

remInteger :: Integer -> Integer -> Integer
remInteger a b = primRem a b

divInteger :: Integer -> Integer -> Integer
divInteger a b = primDiv a b

modInteger :: Integer -> Integer -> Integer
modInteger a b = primMod a b

quotRemInteger :: Integer -> Integer -> (Integer, Integer)
quotRemInteger a b = primQuotRem a b

divModInteger :: Integer -> Integer -> (Integer, Integer)
divModInteger a b = primDivMod a b

evenInteger :: Integer -> Bool
evenInteger n = primEq (primRem n 2) (0 :: Integer)

instance Eq Integer where
  (==) = eqInteger
  (/=) = neInteger
  eqStructural _ = True

instance Ord Integer where
  compare = compareInteger
  (<) = ltInteger
  (<=) = leInteger
  (>) = gtInteger
  (>=) = geInteger

instance Num Integer where
  (+) = plusInteger
  (-) = minusInteger
  (*) = timesInteger
  negate = negateInteger
  abs = absInteger
  signum = signumInteger
  fromInteger n = n

instance Real Integer where
  toRational n = n :% 1

instance Integral Integer where
  quot = quotInteger
  rem = remInteger
  div = divInteger
  mod = modInteger
  quotRem = quotRemInteger
  divMod = divModInteger
  toInteger n = n

instance Enum Integer where
  succ x = primAdd x 1
  pred x = primSub x 1
  toEnum n = intToInteger n
  fromEnum n = integerToInt n
  enumFrom x = integersFrom x 1
  enumFromThen x y = integersFrom x (primSub y x)
  enumFromTo x lim = integersUpTo x 1 lim
  enumFromThenTo x y lim =
    let delta = primSub y x
    in if primGe delta (0 :: Integer) then integersUpTo x delta lim else integersDownTo x delta lim

instance Show Integer where
  showsPrec d n s = showSignedText d (primShowNum n) s

instance Read Integer where
  readsPrec _ s = readNumber convertInteger s

integersFrom :: Integer -> Integer -> [Integer]
integersFrom x delta = x : integersFrom (primAdd x delta) delta

integersUpTo :: Integer -> Integer -> Integer -> [Integer]
integersUpTo x delta lim = if primGt x lim then [] else x : (let x1 = primAdd x delta in primSeq x1 (integersUpTo x1 delta lim))

integersDownTo :: Integer -> Integer -> Integer -> [Integer]
integersDownTo x delta lim = if primLt x lim then [] else x : (let x1 = primAdd x delta in primSeq x1 (integersDownTo x1 delta lim))

-- ===================================================================
-- Double
-- ===================================================================

eqDouble :: Double -> Double -> Bool
eqDouble a b = primEq a b

neDouble :: Double -> Double -> Bool
neDouble a b = primNe a b

ltDouble :: Double -> Double -> Bool
ltDouble a b = primLt a b

leDouble :: Double -> Double -> Bool
leDouble a b = primLe a b

gtDouble :: Double -> Double -> Bool
gtDouble a b = primGt a b

geDouble :: Double -> Double -> Bool
geDouble a b = primGe a b

compareDouble :: Double -> Double -> Ordering
compareDouble a b = primCompare a b

plusDouble :: Double -> Double -> Double
plusDouble a b = primAdd a b

minusDouble :: Double -> Double -> Double
minusDouble a b = primSub a b

timesDouble :: Double -> Double -> Double
timesDouble a b = primMul a b

negateDouble :: Double -> Double
negateDouble a = primNegate a

absDouble :: Double -> Double
absDouble a = primAbs a

signumDouble :: Double -> Double
signumDouble a = primSignum a

integerToDouble :: Integer -> Double
integerToDouble n = primToDouble n

divideDouble :: Double -> Double -> Double
divideDouble a b = primFDiv a b

instance Eq Double where
  (==) = eqDouble
  (/=) = neDouble

instance Ord Double where
  compare = compareDouble
  (<) = ltDouble
  (<=) = leDouble
  (>) = gtDouble
  (>=) = geDouble

instance Num Double where
  (+) = plusDouble
  (-) = minusDouble
  (*) = timesDouble
  negate = negateDouble
  abs = absDouble
  signum = signumDouble
  fromInteger = integerToDouble

instance Real Double where
  toRational x = case primDecodeDouble x of
    (m, e) -> if primGe e 0 then primShiftL m e :% 1
              else m % primShiftL (1 :: Integer) (primIntNegate e)

instance Fractional Double where
  (/) = divideDouble
  recip x = primFDiv 1.0 x
  fromRational (n :% d) = rationalToDouble n d

instance Floating Double where
  pi = 3.141592653589793
  exp x = primExp x
  log x = primLog x
  sqrt x = primSqrt x
  x ** y = primPow x y
  logBase b x = primFDiv (primLog x) (primLog b)
  sin x = primSin x
  cos x = primCos x
  tan x = primTan x
  asin x = primAsin x
  acos x = primAcos x
  atan x = primAtan x
  sinh x = primSinh x
  cosh x = primCosh x
  tanh x = primTanh x
  asinh x = primAsinh x
  acosh x = primAcosh x
  atanh x = primAtanh x

instance RealFrac Double where
  properFractionInteger x = let n = primTruncate x in (n, fractionDouble x (primToDouble n))
  truncateInteger x = primTruncate x
  roundInteger x = primRound x
  ceilingInteger x = primCeiling x
  floorInteger x = primFloor x

instance RealFloat Double where
  floatRadix _ = 2
  floatDigits _ = 53
  floatRange _ = (-1021, 1024)
  decodeFloat x = primDecodeDouble x
  encodeFloat m e = primEncodeDouble m e
  isNaN x = primIsNaN x
  isInfinite x = primIsInfinite x
  isDenormalized x = primNe x 0.0 && primLt (primAbs x) 2.2250738585072014e-308
  isNegativeZero x = primEq x 0.0 && primLt (primFDiv 1.0 x) 0.0
  isIEEE _ = True

instance Enum Double where
  succ x = primAdd x 1.0
  pred x = primSub x 1.0
  toEnum n = primToDouble n
  fromEnum x = integerToInt (primTruncate x)
  enumFrom x = numericEnumFrom x
  enumFromThen x y = numericEnumFromThen x y
  enumFromTo x y = numericEnumFromTo x y
  enumFromThenTo x y z = numericEnumFromThenTo x y z

instance Show Double where
  showsPrec d x s = showSignedText d (primShowNum x) s

instance Read Double where
  readsPrec _ s = readNumber convertDouble s

-- x - n, x's fraction after its integer part n, as GHC's properFraction
-- (which goes through decodeFloat) gives it: 0.0, not -0.0, when x is
-- whole, and 0.0 for Infinity and NaN.
fractionDouble :: Double -> Double -> Double
fractionDouble x n =
  if primIsNaN x || primIsInfinite x then 0.0 else primAdd (primSub x n) 0.0

-- The correctly rounded Double nearest to n/d (d > 0), as GHC's
-- fromRational: the quotient scaled to 53 significant bits (fewer below
-- the normal range), rounded half to even, then scaled back exactly.
rationalToDouble :: Integer -> Integer -> Double
rationalToDouble n d
  | primEq d (0 :: Integer) =
      if primEq n (0 :: Integer) then primFDiv 0.0 0.0
      else if primLt n (0 :: Integer) then primFDiv (-1.0) 0.0 else primFDiv 1.0 0.0
  | primEq n (0 :: Integer) = 0.0
  | primLt n (0 :: Integer) = primNegate (positiveRatioToDouble (primNegate n) d)
  | otherwise = positiveRatioToDouble n d

positiveRatioToDouble :: Integer -> Integer -> Double
positiveRatioToDouble n d = case roundedRatio 53 (-1074) n d of
  (q, e) -> primEncodeDouble q e

-- n/d (both > 0) as q * 2^e, q rounded half to even to `digits`
-- significant bits (fewer where e reaches its least value minE).
roundedRatio :: Int -> Int -> Integer -> Integer -> (Integer, Int)
roundedRatio digits minE n d =
  let e0 = primIntSub (integerLog2 n) (integerLog2 d)
      e1 = scaledQuotientExponent (primShiftL (1 :: Integer) digits) minE n d (primIntSub e0 digits)
  in case scaledQuotient n d e1 of
       (q, r, den) ->
         let r2 = primAdd r r
             q' = if primGt r2 den || (primEq r2 den && not (evenInteger q)) then primAdd q 1 else q
         in (q', e1)

-- The exponent e >= minE with n/d / 2^e below limit (2^digits) and
-- (unless e is minE) at least limit/2.
scaledQuotientExponent :: Integer -> Int -> Integer -> Integer -> Int -> Int
scaledQuotientExponent limit minE n d e =
  let e' = if primLt e minE then minE else e
  in case scaledQuotient n d e' of
       (q, _, _) -> if primGe q limit then scaledQuotientExponent limit minE n d (primIntAdd e' 1) else e'

-- (quotient, remainder, divisor) of n / (d * 2^e).
scaledQuotient :: Integer -> Integer -> Int -> (Integer, Integer, Integer)
scaledQuotient n d e =
  if primGe e 0
    then let den = primShiftL d e in case primQuotRem n den of (q, r) -> (q, r, den)
    else case primQuotRem (primShiftL n (primIntNegate e)) d of (q, r) -> (q, r, d)

-- floor (log2 n) for n > 0.
integerLog2 :: Integer -> Int
integerLog2 n = integerLog2From n 0

integerLog2From :: Integer -> Int -> Int
integerLog2From n k
  | primGe n (18446744073709551616 :: Integer) = integerLog2From (primShiftR n 64) (primIntAdd k 64)
  | primGe n (2 :: Integer) = integerLog2From (primShiftR n 1) (primIntAdd k 1)
  | otherwise = k

-- ===================================================================
-- Float (single precision: Note [Float representation] in
-- includes/closure.h; the generic primitives make a Float operation of
-- a Float operand)
-- ===================================================================

eqFloat :: Float -> Float -> Bool
eqFloat a b = primEq a b

neFloat :: Float -> Float -> Bool
neFloat a b = primNe a b

ltFloat :: Float -> Float -> Bool
ltFloat a b = primLt a b

leFloat :: Float -> Float -> Bool
leFloat a b = primLe a b

gtFloat :: Float -> Float -> Bool
gtFloat a b = primGt a b

geFloat :: Float -> Float -> Bool
geFloat a b = primGe a b

compareFloat :: Float -> Float -> Ordering
compareFloat a b = primCompare a b

plusFloat :: Float -> Float -> Float
plusFloat a b = primAdd a b

minusFloat :: Float -> Float -> Float
minusFloat a b = primSub a b

timesFloat :: Float -> Float -> Float
timesFloat a b = primMul a b

negateFloat :: Float -> Float
negateFloat a = primNegate a

absFloat :: Float -> Float
absFloat a = primAbs a

signumFloat :: Float -> Float
signumFloat a = primSignum a

divideFloat :: Float -> Float -> Float
divideFloat a b = primFDiv a b

fractionFloat :: Float -> Float -> Float
fractionFloat x n =
  if primIsNaN x || primIsInfinite x then 0.0 else primAdd (primSub x n) 0.0

-- fromInteger through Double, as GHC 9.0.2's integerToFloat#.
integerToFloat :: Integer -> Float
integerToFloat n = primToFloat (primToDouble n)

instance Eq Float where
  (==) = eqFloat
  (/=) = neFloat

instance Ord Float where
  compare = compareFloat
  (<) = ltFloat
  (<=) = leFloat
  (>) = gtFloat
  (>=) = geFloat

instance Num Float where
  (+) = plusFloat
  (-) = minusFloat
  (*) = timesFloat
  negate = negateFloat
  abs = absFloat
  signum = signumFloat
  fromInteger = integerToFloat

instance Real Float where
  toRational x = case primDecodeFloat x of
    (m, e) -> if primGe e 0 then primShiftL m e :% 1
              else m % primShiftL (1 :: Integer) (primIntNegate e)

instance Fractional Float where
  (/) = divideFloat
  recip x = primFDiv 1.0 x
  fromRational (n :% d) = rationalToFloat n d

instance Floating Float where
  pi = 3.141592653589793
  exp x = primExp x
  log x = primLog x
  sqrt x = primSqrt x
  x ** y = primPow x y
  logBase b x = primFDiv (primLog x) (primLog b)
  sin x = primSin x
  cos x = primCos x
  tan x = primTan x
  asin x = primAsin x
  acos x = primAcos x
  atan x = primAtan x
  sinh x = primSinh x
  cosh x = primCosh x
  tanh x = primTanh x
  asinh x = primAsinh x
  acosh x = primAcosh x
  atanh x = primAtanh x

instance RealFrac Float where
  properFractionInteger x = let n = primTruncate x in (n, fractionFloat x (primToFloat n))
  truncateInteger x = primTruncate x
  roundInteger x = primRound x
  ceilingInteger x = primCeiling x
  floorInteger x = primFloor x

instance RealFloat Float where
  floatRadix _ = 2
  floatDigits _ = 24
  floatRange _ = (-125, 128)
  decodeFloat x = primDecodeFloat x
  encodeFloat m e = primEncodeFloat m e
  isNaN x = primIsNaN x
  isInfinite x = primIsInfinite x
  isDenormalized x = primNe x 0.0 && primLt (primAbs x) 1.17549435e-38
  isNegativeZero x = primEq x 0.0 && primLt (primFDiv 1.0 x) 0.0
  isIEEE _ = True

instance Enum Float where
  succ x = primAdd x 1.0
  pred x = primSub x 1.0
  toEnum n = primIntToFloat n
  fromEnum x = integerToInt (primTruncate x)
  enumFrom x = numericEnumFrom x
  enumFromThen x y = numericEnumFromThen x y
  enumFromTo x y = numericEnumFromTo x y
  enumFromThenTo x y z = numericEnumFromThenTo x y z

instance Show Float where
  showsPrec d x s = showSignedText d (primShowNum x) s

instance Read Float where
  readsPrec _ s = readNumber convertFloat s

-- The Float nearest to n/d, rounded once (GHC's fromRational; not
-- through Double, which could round twice).
rationalToFloat :: Integer -> Integer -> Float
rationalToFloat n d
  | primEq d (0 :: Integer) =
      if primEq n (0 :: Integer) then primFDiv 0.0 0.0
      else if primLt n (0 :: Integer) then primFDiv (-1.0) 0.0 else primFDiv 1.0 0.0
  | primEq n (0 :: Integer) = 0.0
  | primLt n (0 :: Integer) = primNegate (positiveRatioToFloat (primNegate n) d)
  | otherwise = positiveRatioToFloat n d

positiveRatioToFloat :: Integer -> Integer -> Float
positiveRatioToFloat n d = case roundedRatio 24 (-149) n d of
  (q, e) -> primEncodeFloat q e

-- GHC's Fractional enumerations: n + k*step (not repeated addition),
-- and the upper limit is extended by half a step.
numericEnumFrom :: Fractional a => a -> [a]
numericEnumFrom n = numericFrom n (fromInteger 0)

numericFrom :: Fractional a => a -> a -> [a]
numericFrom n k = let n' = n + k in n' `seq` (n' : numericFrom n (k + fromInteger 1))

numericEnumFromThen :: Fractional a => a -> a -> [a]
numericEnumFromThen n m = numericFromThen n (m - n) (fromInteger 0)

numericFromThen :: Fractional a => a -> a -> a -> [a]
numericFromThen n step k =
  let n' = n + k * step in n' `seq` (n' : numericFromThen n step (k + fromInteger 1))

numericEnumFromTo :: (Ord a, Fractional a) => a -> a -> [a]
numericEnumFromTo n m =
  let lim = m + fromInteger 1 / fromInteger 2
  in takeWhile (\x -> x <= lim) (numericEnumFrom n)

numericEnumFromThenTo :: (Ord a, Fractional a) => a -> a -> a -> [a]
numericEnumFromThenTo e1 e2 e3 =
  let mid = (e2 - e1) / fromInteger 2
      lim = e3 + mid
      xs = numericEnumFromThen e1 e2
  in if e2 >= e1 then takeWhile (\x -> x <= lim) xs else takeWhile (\x -> x >= lim) xs

-- The bound scaleFloat clamps its argument to.
scaleBound :: RealFloat a => a -> Int
scaleBound x = case floatRange x of
  (lo, hi) -> primIntAdd (primIntSub hi lo) (primIntMul 4 (floatDigits x))

clampInt :: Int -> Int -> Int
clampInt b k = if primGt k b then b else if primLt k (primIntNegate b) then primIntNegate b else k

-- ===================================================================
-- Char
-- ===================================================================

eqChar :: Char -> Char -> Bool
eqChar a b = primEq a b

neChar :: Char -> Char -> Bool
neChar a b = primNe a b

ltChar :: Char -> Char -> Bool
ltChar a b = primLt a b

leChar :: Char -> Char -> Bool
leChar a b = primLe a b

gtChar :: Char -> Char -> Bool
gtChar a b = primGt a b

geChar :: Char -> Char -> Bool
geChar a b = primGe a b

compareChar :: Char -> Char -> Ordering
compareChar a b = primCompare a b

instance Eq Char where
  (==) = eqChar
  (/=) = neChar
  eqListOf = primEqString
  eqStructural _ = True

instance Ord Char where
  compare = compareChar
  (<) = ltChar
  (<=) = leChar
  (>) = gtChar
  (>=) = geChar
  compareListOf = primCompareString

-- The fallbacks of primEqString and primCompareString (primops.def): the
-- primitive met an unevaluated cell or character; the rest is walked here
-- (Note [String comparison falls back for good], at the end of the file).
eqStringFrom :: String -> String -> Bool
eqStringFrom [] [] = True
eqStringFrom (c : cs) (d : ds) = primEq c d && eqStringFrom cs ds
eqStringFrom _ _ = False

compareStringFrom :: String -> String -> Ordering
compareStringFrom [] [] = EQ
compareStringFrom [] (_ : _) = LT
compareStringFrom (_ : _) [] = GT
compareStringFrom (c : cs) (d : ds) = case primCompare c d of
  EQ -> compareStringFrom cs ds
  o -> o

instance Bounded Char where
  minBound = '\0'
  maxBound = '\1114111'

instance Enum Char where
  succ c = if primEq c '\1114111'
             then errorWithoutStackTrace "Prelude.Enum.Char.succ: bad argument"
             else primChr (primIntAdd (primOrd c) 1)
  pred c = if primEq c '\0'
             then errorWithoutStackTrace "Prelude.Enum.Char.pred: bad argument"
             else primChr (primIntSub (primOrd c) 1)
  toEnum n = chr n
  fromEnum c = primOrd c
  enumFrom c = eftChar (primOrd c) 1114111
  enumFromTo c d = eftChar (primOrd c) (primOrd d)
  enumFromThen c d =
    let a = primOrd c
        b = primOrd d
    in efdtChar a b (if primGe b a then 1114111 else 0)
  enumFromThenTo c d e = efdtChar (primOrd c) (primOrd d) (primOrd e)

eftChar :: Int -> Int -> [Char]
eftChar i n = if primGt i n then [] else primChr i : (let j = primIntAdd i 1 in primSeq j (eftChar j n))

efdtChar :: Int -> Int -> Int -> [Char]
efdtChar a b lim = map primChr (efdtInt a b lim)

instance Show Char where
  showsPrec _ c s =
    if primEq c '\''
      then '\'' : '\\' : '\'' : '\'' : s
      else '\'' : showLitChar c ('\'' : s)
  showList cs s = '"' : showLitString cs ('"' : s)

instance Read Char where
  readsPrec _ s = readParen False readsCharToken s
  readList s = readParen False readsStringToken s ++ readListWith (readsPrec 0) s

-- ===================================================================
-- Ratio
-- ===================================================================

(%) :: Integral a => a -> a -> Ratio a
x % y = reduce (x * signum y) (abs y)

numerator :: Ratio a -> a
numerator (x :% _) = x

denominator :: Ratio a -> a
denominator (_ :% y) = y

reduce :: Integral a => a -> a -> Ratio a
reduce x y
  | y == fromInteger 0 = ratioZeroDenominatorError
  | otherwise = let d = gcd x y in (x `quot` d) :% (y `quot` d)

ratioZeroDenominatorError :: a
ratioZeroDenominatorError = throw RatioZeroDenominator

instance Eq a => Eq (Ratio a) where
  (x :% y) == (x' :% y') = x == x' && y == y'

-- compare is the default (== first, then <=), as in GHC's base.
instance Integral a => Ord (Ratio a) where
  (x :% y) <= (x' :% y') = x * y' <= x' * y
  (x :% y) < (x' :% y') = x * y' < x' * y

instance Integral a => Num (Ratio a) where
  (x :% y) + (x' :% y') = reduce (x * y' + x' * y) (y * y')
  (x :% y) - (x' :% y') = reduce (x * y' - x' * y) (y * y')
  (x :% y) * (x' :% y') = reduce (x * x') (y * y')
  negate (x :% y) = negate x :% y
  abs (x :% y) = abs x :% y
  signum (x :% _) = signum x :% fromInteger 1
  fromInteger n = fromInteger n :% fromInteger 1

instance Integral a => Fractional (Ratio a) where
  (x :% y) / (x' :% y') = (x * y') % (y * x')
  recip (x :% y)
    | x == fromInteger 0 = ratioZeroDenominatorError
    | x < fromInteger 0 = negate y :% negate x
    | otherwise = y :% x
  fromRational (x :% y) = fromInteger x % fromInteger y

instance Integral a => Real (Ratio a) where
  toRational (x :% y) = toInteger x :% toInteger y

instance Integral a => RealFrac (Ratio a) where
  properFractionInteger (x :% y) = case quotRem x y of
    (q, r) -> (toInteger q, r :% y)

instance Integral a => Enum (Ratio a) where
  succ x = x + fromInteger 1
  pred x = x - fromInteger 1
  toEnum n = fromInteger (intToInteger n) :% fromInteger 1
  fromEnum x = integerToInt (truncateInteger x)
  enumFrom x = numericEnumFrom x
  enumFromThen x y = numericEnumFromThen x y
  enumFromTo x y = numericEnumFromTo x y
  enumFromThenTo x y z = numericEnumFromThenTo x y z

instance Show a => Show (Ratio a) where
  showsPrec d (x :% y) s =
    showParen (primGt d 7) (showsPrec 8 x . showString " % " . showsPrec 8 y) s

-- ===================================================================
-- Numeric functions
-- ===================================================================

subtract :: Num a => a -> a -> a
subtract x y = y - x

even :: Integral a => a -> Bool
even n = n `rem` fromInteger 2 == fromInteger 0

odd :: Integral a => a -> Bool
odd n = not (even n)

gcd :: Integral a => a -> a -> a
gcd x y = gcdLoop (abs x) (abs y)

gcdLoop :: Integral a => a -> a -> a
gcdLoop a b = if b == fromInteger 0 then a else gcdLoop b (a `rem` b)

lcm :: Integral a => a -> a -> a
lcm x y
  | y == fromInteger 0 = fromInteger 0
  | x == fromInteger 0 = fromInteger 0
  | otherwise = abs ((x `quot` gcd x y) * y)

-- Repeated squaring, multiplying in the same order as GHC's (^) so that
-- Double results agree to the last bit.
(^) :: (Num a, Integral b) => a -> b -> a
x ^ n
  | n < fromInteger 0 = errorWithoutStackTrace "Negative exponent"
  | n == fromInteger 0 = fromInteger 1
  | otherwise = powLoop x n

powLoop :: (Num a, Integral b) => a -> b -> a
powLoop x n
  | even n = powLoop (x * x) (n `quot` fromInteger 2)
  | n == fromInteger 1 = x
  | otherwise = powAcc (x * x) (n `quot` fromInteger 2) x

powAcc :: (Num a, Integral b) => a -> b -> a -> a
powAcc x n z
  | even n = powAcc (x * x) (n `quot` fromInteger 2) z
  | n == fromInteger 1 = x * z
  | otherwise = powAcc (x * x) (n `quot` fromInteger 2) (x * z)

(^^) :: (Fractional a, Integral b) => a -> b -> a
x ^^ n = if n >= fromInteger 0 then x ^ n else recip (x ^ negate n)

fromIntegral :: (Integral a, Num b) => a -> b
fromIntegral x = fromInteger (toInteger x)

realToFrac :: (Real a, Fractional b) => a -> b
realToFrac x = fromRational (toRational x)

properFraction :: (RealFrac a, Integral b) => a -> (b, a)
properFraction x = case properFractionInteger x of
  (n, r) -> (fromInteger n, r)

truncate :: (RealFrac a, Integral b) => a -> b
truncate x = fromInteger (truncateInteger x)

round :: (RealFrac a, Integral b) => a -> b
round x = fromInteger (roundInteger x)

ceiling :: (RealFrac a, Integral b) => a -> b
ceiling x = fromInteger (ceilingInteger x)

floor :: (RealFrac a, Integral b) => a -> b
floor x = fromInteger (floorInteger x)

-- The enumerations of a Bounded Enum type (GHC's boundedEnumFrom and
-- boundedEnumFromThen).
boundedEnumFrom :: (Enum a, Bounded a) => a -> [a]
boundedEnumFrom n = map toEnum (eftInt (fromEnum n) (fromEnum (maxBound `asTypeOf` n)))

boundedEnumFromThen :: (Enum a, Bounded a) => a -> a -> [a]
boundedEnumFromThen n1 n2 =
  let i1 = fromEnum n1
      i2 = fromEnum n2
  in if primGe i2 i1
       then map toEnum (efdtInt i1 i2 (fromEnum (maxBound `asTypeOf` n1)))
       else map toEnum (efdtInt i1 i2 (fromEnum (minBound `asTypeOf` n1)))

-- ===================================================================
-- Show
-- ===================================================================

shows :: Show a => a -> ShowS
shows x s = showsPrec 0 x s

showString :: String -> ShowS
showString str s = str ++ s

showChar :: Char -> ShowS
showChar c s = c : s

showParen :: Bool -> ShowS -> ShowS
showParen b p s = if b then '(' : p (')' : s) else p s

showSpace :: ShowS
showSpace s = ' ' : s

showCommaSpace :: ShowS
showCommaSpace s = ',' : ' ' : s

-- The list format of `show`: [a,b,c].
showListWith :: (a -> ShowS) -> [a] -> ShowS
showListWith _ [] s = '[' : ']' : s
showListWith showx (x : xs) s = '[' : showx x (showListRest showx xs s)

showListRest :: (a -> ShowS) -> [a] -> ShowS
showListRest _ [] s = ']' : s
showListRest showx (y : ys) s = ',' : showx y (showListRest showx ys s)

-- A number's text (primShowNum: GHC's text, no parentheses), in
-- parentheses when it is negative and the precedence is above 6.
showSignedText :: Int -> String -> ShowS
showSignedText d str s =
  if primGt d 6 && startsWithMinus str then '(' : (str ++ (')' : s)) else str ++ s

startsWithMinus :: String -> Bool
startsWithMinus ('-' : _) = True
startsWithMinus _ = False

-- GHC's escapes for Char and String literals.
showLitString :: String -> ShowS
showLitString str s = case str of
  [] -> s
  (c : cs) -> if primEq c '"'
                then '\\' : '"' : showLitString cs s
                else showLitChar c (showLitString cs s)

showLitChar :: Char -> ShowS
showLitChar c s =
  let n = primOrd c
  in if primGt n 127 then '\\' : (primShowNum n ++ protectEsc isDigit s)
     else if primEq n 127 then '\\' : 'D' : 'E' : 'L' : s
     else if primEq n 92 then '\\' : '\\' : s
     else if primGe n 32 then c : s
     else showControlChar n s

showControlChar :: Int -> ShowS
showControlChar n s = case n of
  7 -> '\\' : 'a' : s
  8 -> '\\' : 'b' : s
  9 -> '\\' : 't' : s
  10 -> '\\' : 'n' : s
  11 -> '\\' : 'v' : s
  12 -> '\\' : 'f' : s
  13 -> '\\' : 'r' : s
  14 -> '\\' : 'S' : 'O' : protectEsc (\ch -> primEq ch 'H') s
  _ -> '\\' : (asciiName n ++ s)

protectEsc :: (Char -> Bool) -> ShowS
protectEsc p s = case s of
  (c : _) -> if p c then '\\' : '&' : s else s
  [] -> s

asciiName :: Int -> String
asciiName n = asciiNames !! n

asciiNames :: [String]
asciiNames =
  [ "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL"
  , "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI"
  , "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB"
  , "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US", "SP" ]

-- ===================================================================
-- Lists
-- ===================================================================

map :: (a -> b) -> [a] -> [b]
map _ [] = []
map f (x : xs) = f x : map f xs

(++) :: [a] -> [a] -> [a]
[] ++ ys = ys
(x : xs) ++ ys = x : (xs ++ ys)

filter :: (a -> Bool) -> [a] -> [a]
filter _ [] = []
filter p (x : xs) = if p x then x : filter p xs else filter p xs

head :: [a] -> a
head (x : _) = x
head [] = emptyListError_head

tail :: [a] -> [a]
tail (_ : xs) = xs
tail [] = emptyListError_tail

last :: [a] -> a
last [x] = x
last (_ : xs) = last xs
last [] = emptyListError_last

init :: [a] -> [a]
init [x] = []
init (x : xs) = x : init xs
init [] = emptyListError_init

uncons :: [a] -> Maybe (a, [a])
uncons [] = Nothing
uncons (x : xs) = Just (x, xs)

singleton :: a -> [a]
singleton x = [x]

null :: [a] -> Bool
null [] = True
null _ = False

length :: [a] -> Int
length xs = primListLength xs 0

lengthAcc :: [a] -> Int -> Int
lengthAcc [] n = n
lengthAcc (_ : xs) n = let n1 = primIntAdd n 1 in primSeq n1 (lengthAcc xs n1)

(!!) :: [a] -> Int -> a
xs !! n = primListIndex xs n   -- n first, then xs: Note [(!!) is a primitive]
                               -- (at the end of the file)

indexLoop :: [a] -> Int -> a
indexLoop [] _ = errorWithoutStackTrace "Prelude.!!: index too large"
indexLoop (x : xs) n = if primEq n 0 then x else let m = primIntSub n 1 in primSeq m (indexLoop xs m)

reverse :: [a] -> [a]
reverse l = reverseAcc l []

reverseAcc :: [a] -> [a] -> [a]
reverseAcc [] acc = acc
reverseAcc (x : xs) acc = reverseAcc xs (x : acc)

foldr :: (a -> b -> b) -> b -> [a] -> b
foldr k z = go
  where
    go [] = z
    go (y : ys) = k y (go ys)

foldl :: (b -> a -> b) -> b -> [a] -> b
foldl f z [] = z
foldl f z (x : xs) = foldl f (f z x) xs

foldl' :: (b -> a -> b) -> b -> [a] -> b
foldl' f z [] = z
foldl' f z (x : xs) = primSeq z (let z' = f z x in primSeq z' (foldl' f z' xs))

foldr1 :: (a -> a -> a) -> [a] -> a
foldr1 f [] = emptyListError_foldr1
foldr1 f (x : xs) = foldr1Loop f x xs

foldr1Loop :: (a -> a -> a) -> a -> [a] -> a
foldr1Loop f x [] = x
foldr1Loop f x (y : ys) = f x (foldr1Loop f y ys)

foldl1 :: (a -> a -> a) -> [a] -> a
foldl1 f (x : xs) = foldl f x xs
foldl1 f [] = emptyListError_foldl1

foldl1' :: (a -> a -> a) -> [a] -> a
foldl1' f (x : xs) = foldl' f x xs
foldl1' f [] = emptyListError_foldl1Prime

-- As GHC 9.0's base: sum and product are lazy left folds, maximum and
-- minimum are foldl1 of max/min.
sum :: Num a => [a] -> a
sum xs = foldl (+) (fromInteger 0) xs

product :: Num a => [a] -> a
product xs = foldl (*) (fromInteger 1) xs

maximum :: Ord a => [a] -> a
maximum [] = emptyListError_maximum
maximum (x : xs) = foldl max x xs

minimum :: Ord a => [a] -> a
minimum [] = emptyListError_minimum
minimum (x : xs) = foldl min x xs

-- As GHC 9.0's Foldable: a strict left fold that keeps the last maximum
-- and the first minimum.
maximumBy :: (a -> a -> Ordering) -> [a] -> a
maximumBy cmp [] = errorWithoutStackTrace "maximumBy: empty structure"
maximumBy cmp (x : xs) = primSeq x (maximumByLoop cmp x xs)

maximumByLoop :: (a -> a -> Ordering) -> a -> [a] -> a
maximumByLoop cmp acc [] = acc
maximumByLoop cmp acc (y : ys) = case cmp acc y of
  GT -> maximumByLoop cmp acc ys
  _ -> primSeq y (maximumByLoop cmp y ys)

minimumBy :: (a -> a -> Ordering) -> [a] -> a
minimumBy cmp [] = errorWithoutStackTrace "minimumBy: empty structure"
minimumBy cmp (x : xs) = primSeq x (minimumByLoop cmp x xs)

minimumByLoop :: (a -> a -> Ordering) -> a -> [a] -> a
minimumByLoop cmp acc [] = acc
minimumByLoop cmp acc (y : ys) = case cmp acc y of
  GT -> primSeq y (minimumByLoop cmp y ys)
  _ -> minimumByLoop cmp acc ys

and :: [Bool] -> Bool
and [] = True
and (x : xs) = if x then and xs else False

or :: [Bool] -> Bool
or [] = False
or (x : xs) = if x then True else or xs

any :: (a -> Bool) -> [a] -> Bool
any p [] = False
any p (x : xs) = if p x then True else any p xs

all :: (a -> Bool) -> [a] -> Bool
all p [] = True
all p (x : xs) = if p x then all p xs else False

elem :: Eq a => a -> [a] -> Bool
elem x ys
  | eqStructural x = case primFindElem (==) x ys of
      [] -> False
      _ -> True
  | otherwise = elemList x ys

elemList :: Eq a => a -> [a] -> Bool
elemList _ [] = False
elemList x (y : ys) = x == y || elemList x ys

notElem :: Eq a => a -> [a] -> Bool
notElem x ys = not (elem x ys)

lookup :: Eq a => a -> [(a, b)] -> Maybe b
lookup key xs
  | eqStructural key = case primFindKey (==) key xs of
      [] -> Nothing
      ((_, v) : _) -> Just v
  | otherwise = lookupList key xs

lookupList :: Eq a => a -> [(a, b)] -> Maybe b
lookupList _ [] = Nothing
lookupList key ((k, v) : rest) = if key == k then Just v else lookupList key rest

concat :: [[a]] -> [a]
concat [] = []
concat (xs : xss) = xs ++ concat xss

concatMap :: (a -> [b]) -> [a] -> [b]
concatMap f [] = []
concatMap f (x : xs) = f x ++ concatMap f xs

take :: Int -> [a] -> [a]
take n xs = if primLe n 0 then [] else takeLoop n xs

takeLoop :: Int -> [a] -> [a]
takeLoop _ [] = []
takeLoop n (x : xs) = x : (if primEq n 1 then [] else let m = primIntSub n 1 in primSeq m (takeLoop m xs))

drop :: Int -> [a] -> [a]
drop n xs = if primLe n 0 then xs else dropLoop n xs

dropLoop :: Int -> [a] -> [a]
dropLoop _ [] = []
dropLoop n (_ : xs) = if primEq n 1 then xs else let m = primIntSub n 1 in primSeq m (dropLoop m xs)

splitAt :: Int -> [a] -> ([a], [a])
splitAt n xs = (take n xs, drop n xs)

takeWhile :: (a -> Bool) -> [a] -> [a]
takeWhile _ [] = []
takeWhile p (x : xs) = if p x then x : takeWhile p xs else []

dropWhile :: (a -> Bool) -> [a] -> [a]
dropWhile _ [] = []
dropWhile p xs@(x : xs') = if p x then dropWhile p xs' else xs

dropWhileEnd :: (a -> Bool) -> [a] -> [a]
dropWhileEnd p = foldr (\x xs -> if p x && null xs then [] else x : xs) []

span :: (a -> Bool) -> [a] -> ([a], [a])
span _ [] = ([], [])
span p xs@(x : xs') =
  if p x then let r = span p xs' in (x : fst r, snd r)
  else ([], xs)

break :: (a -> Bool) -> [a] -> ([a], [a])
break p xs = span (\x -> not (p x)) xs

stripPrefix :: Eq a => [a] -> [a] -> Maybe [a]
stripPrefix [] ys = Just ys
stripPrefix (x : xs) (y : ys) = if x == y then stripPrefix xs ys else Nothing
stripPrefix _ [] = Nothing

isPrefixOf :: Eq a => [a] -> [a] -> Bool
isPrefixOf [] _ = True
isPrefixOf _ [] = False
isPrefixOf (x : xs) (y : ys) = x == y && isPrefixOf xs ys

isSuffixOf :: Eq a => [a] -> [a] -> Bool
isSuffixOf ns hs = case dropPrefixLength ns hs of
  Nothing -> False
  Just delta -> ns == dropSameLength delta hs

-- hs without as many elements as ns has; Nothing if ns is longer.
dropPrefixLength :: [a] -> [b] -> Maybe [b]
dropPrefixLength [] ys = Just ys
dropPrefixLength (_ : _) [] = Nothing
dropPrefixLength (_ : xs) (_ : ys) = dropPrefixLength xs ys

dropSameLength :: [a] -> [b] -> [b]
dropSameLength [] ys = ys
dropSameLength (_ : xs) (_ : ys) = dropSameLength xs ys
dropSameLength (_ : _) [] = []

isInfixOf :: Eq a => [a] -> [a] -> Bool
isInfixOf needle haystack = any (isPrefixOf needle) (tails haystack)

isSubsequenceOf :: Eq a => [a] -> [a] -> Bool
isSubsequenceOf [] _ = True
isSubsequenceOf _ [] = False
isSubsequenceOf a@(x : a') (y : b) =
  if x == y then isSubsequenceOf a' b else isSubsequenceOf a b

intersperse :: a -> [a] -> [a]
intersperse _ [] = []
intersperse sep (x : xs) = x : prependToAll sep xs

prependToAll :: a -> [a] -> [a]
prependToAll _ [] = []
prependToAll sep (x : xs) = sep : x : prependToAll sep xs

intercalate :: [a] -> [[a]] -> [a]
intercalate xs xss = concat (intersperse xs xss)

transpose :: [[a]] -> [[a]]
transpose [] = []
transpose ([] : xss) = transpose xss
transpose ((x : xs) : xss) = (x : listHeads xss) : transpose (xs : listTails xss)

listHeads :: [[a]] -> [a]
listHeads [] = []
listHeads ([] : xss) = listHeads xss
listHeads ((h : _) : xss) = h : listHeads xss

listTails :: [[a]] -> [[a]]
listTails [] = []
listTails ([] : xss) = listTails xss
listTails ((_ : t) : xss) = t : listTails xss

subsequences :: [a] -> [[a]]
subsequences xs = [] : nonEmptySubsequences xs

nonEmptySubsequences :: [a] -> [[a]]
nonEmptySubsequences [] = []
nonEmptySubsequences (x : xs) =
  [x] : foldr (\ys r -> ys : (x : ys) : r) [] (nonEmptySubsequences xs)

-- The same order as GHC's permutations: each element t of the list in
-- turn is interleaved into the permutations of the elements before it.
permutations :: [a] -> [[a]]
permutations xs0 = xs0 : permsOf xs0 []

permsOf :: [a] -> [a] -> [[a]]
permsOf [] _ = []
permsOf (t : ts) is =
  foldr (interleaveInto t ts) (permsOf ts (t : is)) (permutations is)

interleaveInto :: a -> [a] -> [a] -> [[a]] -> [[a]]
interleaveInto t ts xs r = snd (interleaveStep t ts id xs r)

interleaveStep :: a -> [a] -> ([a] -> b) -> [a] -> [b] -> ([a], [b])
interleaveStep t ts f [] r = (ts, r)
interleaveStep t ts f (y : ys) r =
  let step = interleaveStep t ts (\zs -> f (y : zs)) ys r
      us = fst step
  in (y : us, f (t : y : us) : snd step)

scanl :: (b -> a -> b) -> b -> [a] -> [b]
scanl f q ls = q : (case ls of
                      [] -> []
                      x : xs -> scanl f (f q x) xs)

scanl' :: (b -> a -> b) -> b -> [a] -> [b]
scanl' f q ls = primSeq q (q : (case ls of
                                  [] -> []
                                  x : xs -> scanl' f (f q x) xs))

scanl1 :: (a -> a -> a) -> [a] -> [a]
scanl1 f (x : xs) = scanl f x xs
scanl1 _ [] = []

scanr :: (a -> b -> b) -> b -> [a] -> [b]
scanr _ q0 [] = [q0]
scanr f q0 (x : xs) = case scanr f q0 xs of
  qs@(q : _) -> f x q : qs

scanr1 :: (a -> a -> a) -> [a] -> [a]
scanr1 _ [] = []
scanr1 _ [x] = [x]
scanr1 f (x : xs) = case scanr1 f xs of
  qs@(q : _) -> f x q : qs

mapAccumL :: (acc -> x -> (acc, y)) -> acc -> [x] -> (acc, [y])
mapAccumL _ s [] = (s, [])
mapAccumL f s (x : xs) =
  let r1 = f s x
      r2 = mapAccumL f (fst r1) xs
  in (fst r2, snd r1 : snd r2)

mapAccumR :: (acc -> x -> (acc, y)) -> acc -> [x] -> (acc, [y])
mapAccumR _ s [] = (s, [])
mapAccumR f s (x : xs) =
  let r2 = mapAccumR f s xs
      r1 = f (fst r2) x
  in (fst r1, snd r1 : snd r2)

iterate :: (a -> a) -> a -> [a]
iterate f x = x : iterate f (f x)

iterate' :: (a -> a) -> a -> [a]
iterate' f x = let x' = f x in primSeq x' (x : iterate' f x')

repeat :: a -> [a]
repeat x = let xs = x : xs in xs

replicate :: Int -> a -> [a]
replicate n x = if primLe n 0 then [] else x : (let m = primIntSub n 1 in primSeq m (replicate m x))

cycle :: [a] -> [a]
cycle [] = emptyListError_cycle
cycle xs = let ys = xs ++ ys in ys

unfoldr :: (b -> Maybe (a, b)) -> b -> [a]
unfoldr f b = case f b of
  Just (a, b') -> a : unfoldr f b'
  Nothing -> []

tails :: [a] -> [[a]]
tails xs = xs : (case xs of
                   [] -> []
                   _ : xs' -> tails xs')

inits :: [a] -> [[a]]
inits xs = [] : (case xs of
                   [] -> []
                   x : xs' -> map (x :) (inits xs'))

zip :: [a] -> [b] -> [(a, b)]
zip (a : as) (b : bs) = (a, b) : zip as bs
zip _ _ = []

zip3 :: [a] -> [b] -> [c] -> [(a, b, c)]
zip3 (a : as) (b : bs) (c : cs) = (a, b, c) : zip3 as bs cs
zip3 _ _ _ = []

zip4 :: [a] -> [b] -> [c] -> [d] -> [(a, b, c, d)]
zip4 (a : as) (b : bs) (c : cs) (d : ds) = (a, b, c, d) : zip4 as bs cs ds
zip4 _ _ _ _ = []

zipWith :: (a -> b -> c) -> [a] -> [b] -> [c]
zipWith f (a : as) (b : bs) = f a b : zipWith f as bs
zipWith _ _ _ = []

zipWith3 :: (a -> b -> c -> d) -> [a] -> [b] -> [c] -> [d]
zipWith3 f (a : as) (b : bs) (c : cs) = f a b c : zipWith3 f as bs cs
zipWith3 _ _ _ _ = []

zipWith4 :: (a -> b -> c -> d -> e) -> [a] -> [b] -> [c] -> [d] -> [e]
zipWith4 f (a : as) (b : bs) (c : cs) (d : ds) = f a b c d : zipWith4 f as bs cs ds
zipWith4 _ _ _ _ _ = []

unzip :: [(a, b)] -> ([a], [b])
unzip = foldr (\(a, b) ~(as, bs) -> (a : as, b : bs)) ([], [])

unzip3 :: [(a, b, c)] -> ([a], [b], [c])
unzip3 = foldr (\(a, b, c) ~(as, bs, cs) -> (a : as, b : bs, c : cs)) ([], [], [])

unzip4 :: [(a, b, c, d)] -> ([a], [b], [c], [d])
unzip4 = foldr (\(a, b, c, d) ~(as, bs, cs, ds) -> (a : as, b : bs, c : cs, d : ds)) ([], [], [], [])

lines :: String -> [String]
lines [] = []
lines s = let r = breakLine s
          in fst r : (case snd r of
                        [] -> []
                        _ : s'' -> lines s'')

breakLine :: String -> (String, String)
breakLine [] = ([], [])
breakLine s@(c : cs) =
  if primEq c '\n' then ([], s)
  else let r = breakLine cs in (c : fst r, snd r)

unlines :: [String] -> String
unlines [] = []
unlines (l : ls) = l ++ ('\n' : unlines ls)

words :: String -> [String]
words s = case dropSpace s of
  [] -> []
  s' -> let r = breakSpace s' in fst r : words (snd r)

unwords :: [String] -> String
unwords [] = ""
unwords [w] = w
unwords (w : ws) = w ++ (' ' : unwords ws)

find :: (a -> Bool) -> [a] -> Maybe a
find _ [] = Nothing
find p (x : xs) = if p x then Just x else find p xs

partition :: (a -> Bool) -> [a] -> ([a], [a])
partition p xs = foldr (partitionSelect p) ([], []) xs

partitionSelect :: (a -> Bool) -> a -> ([a], [a]) -> ([a], [a])
partitionSelect p x ~(ts, fs) = if p x then (x : ts, fs) else (ts, x : fs)

elemIndex :: Eq a => a -> [a] -> Maybe Int
elemIndex x xs = findIndex (\y -> x == y) xs

elemIndices :: Eq a => a -> [a] -> [Int]
elemIndices x xs = findIndices (\y -> x == y) xs

findIndex :: (a -> Bool) -> [a] -> Maybe Int
findIndex p xs = case findIndices p xs of
  [] -> Nothing
  (i : _) -> Just i

findIndices :: (a -> Bool) -> [a] -> [Int]
findIndices p xs = findIndicesFrom p xs 0

findIndicesFrom :: (a -> Bool) -> [a] -> Int -> [Int]
findIndicesFrom _ [] _ = []
findIndicesFrom p (x : xs) i =
  if p x then i : findIndicesFrom p xs (primIntAdd i 1)
  else findIndicesFrom p xs (primIntAdd i 1)

nub :: Eq a => [a] -> [a]
nub l = nubBy (==) l

nubBy :: (a -> a -> Bool) -> [a] -> [a]
nubBy eq l = nubSeen eq l []

nubSeen :: (a -> a -> Bool) -> [a] -> [a] -> [a]
nubSeen eq [] _ = []
nubSeen eq (y : ys) seen =
  if elemBy eq y seen then nubSeen eq ys seen else y : nubSeen eq ys (y : seen)

-- The seen element is the first argument of eq, as in GHC.
elemBy :: (a -> a -> Bool) -> a -> [a] -> Bool
elemBy _ _ [] = False
elemBy eq y (x : xs) = if eq x y then True else elemBy eq y xs

delete :: Eq a => a -> [a] -> [a]
delete x ys = deleteBy (==) x ys

deleteBy :: (a -> a -> Bool) -> a -> [a] -> [a]
deleteBy _ _ [] = []
deleteBy eq x (y : ys) = if eq x y then ys else y : deleteBy eq x ys

(\\) :: Eq a => [a] -> [a] -> [a]
xs \\ ys = foldl (flip delete) xs ys

deleteFirstsBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
deleteFirstsBy eq xs ys = foldl (flip (deleteBy eq)) xs ys

union :: Eq a => [a] -> [a] -> [a]
union xs ys = unionBy (==) xs ys

unionBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
unionBy eq xs ys = xs ++ foldl (flip (deleteBy eq)) (nubBy eq ys) xs

intersect :: Eq a => [a] -> [a] -> [a]
intersect xs ys = intersectBy (==) xs ys

intersectBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
intersectBy _ [] _ = []
intersectBy _ _ [] = []
intersectBy eq xs ys = filter (\x -> any (eq x) ys) xs

group :: Eq a => [a] -> [[a]]
group xs = groupBy (==) xs

groupBy :: (a -> a -> Bool) -> [a] -> [[a]]
groupBy _ [] = []
groupBy eq (x : xs) = let r = span (eq x) xs in (x : fst r) : groupBy eq (snd r)

insert :: Ord a => a -> [a] -> [a]
insert e ls = insertBy compare e ls

insertBy :: (a -> a -> Ordering) -> a -> [a] -> [a]
insertBy _ x [] = [x]
insertBy cmp x ys@(y : ys') = case cmp x y of
  GT -> y : insertBy cmp x ys'
  _ -> x : ys

sort :: Ord a => [a] -> [a]
sort xs = sortStructural typeProxy xs

sortOn :: Ord b => (a -> b) -> [a] -> [a]
sortOn f xs =
  map snd (sortBy (\a b -> compare (fst a) (fst b))
                  (map (\x -> let y = f x in primSeq y (y, x)) xs))

-- A stable merge sort that first cuts the input into its ascending and
-- (strictly) descending runs, then merges runs pairwise: the same
-- algorithm as GHC's, so the same comparisons happen in the same order.
sortBy :: (a -> a -> Ordering) -> [a] -> [a]
sortBy cmp xs = mergeRuns cmp (sortRuns cmp xs)

sortRuns :: (a -> a -> Ordering) -> [a] -> [[a]]
sortRuns cmp (a : b : xs) = case cmp a b of
  GT -> descendingRun cmp b [a] xs
  _ -> ascendingRun cmp b (\ys -> a : ys) xs
sortRuns cmp xs = [xs]

descendingRun :: (a -> a -> Ordering) -> a -> [a] -> [a] -> [[a]]
descendingRun cmp a as (b : bs) = case cmp a b of
  GT -> descendingRun cmp b (a : as) bs
  _ -> (a : as) : sortRuns cmp (b : bs)
descendingRun cmp a as [] = (a : as) : sortRuns cmp []

ascendingRun :: (a -> a -> Ordering) -> a -> ([a] -> [a]) -> [a] -> [[a]]
ascendingRun cmp a as (b : bs) = case cmp a b of
  GT -> let run = as [a] in primSeq run (run : sortRuns cmp (b : bs))
  _ -> ascendingRun cmp b (\ys -> as (a : ys)) bs
ascendingRun cmp a as [] = let run = as [a] in primSeq run (run : sortRuns cmp [])

mergeRuns :: (a -> a -> Ordering) -> [[a]] -> [a]
mergeRuns cmp [x] = x
mergeRuns cmp xs = mergeRuns cmp (mergePairs cmp xs)

mergePairs :: (a -> a -> Ordering) -> [[a]] -> [[a]]
mergePairs cmp (a : b : xs) = let m = mergeTwo cmp a b in primSeq m (m : mergePairs cmp xs)
mergePairs cmp xs = xs

mergeTwo :: (a -> a -> Ordering) -> [a] -> [a] -> [a]
mergeTwo cmp as@(a : as') bs@(b : bs') = case cmp a b of
  GT -> b : mergeTwo cmp as bs'
  _ -> a : mergeTwo cmp as' bs
mergeTwo cmp [] bs = bs
mergeTwo cmp as [] = as

genericLength :: Num i => [a] -> i
genericLength [] = fromInteger 0
genericLength (_ : xs) = fromInteger 1 + genericLength xs

genericTake :: Integral i => i -> [a] -> [a]
genericTake n xs
  | n <= fromInteger 0 = []
  | otherwise = case xs of
      [] -> []
      (y : ys) -> y : genericTake (n - fromInteger 1) ys

genericDrop :: Integral i => i -> [a] -> [a]
genericDrop n xs
  | n <= fromInteger 0 = xs
  | otherwise = case xs of
      [] -> []
      (_ : ys) -> genericDrop (n - fromInteger 1) ys

genericSplitAt :: Integral i => i -> [a] -> ([a], [a])
genericSplitAt n xs
  | n <= fromInteger 0 = ([], xs)
  | otherwise = case xs of
      [] -> ([], [])
      (y : ys) -> case genericSplitAt (n - fromInteger 1) ys of
        (a, b) -> (y : a, b)

genericReplicate :: Integral i => i -> a -> [a]
genericReplicate n x = genericTake n (repeat x)

genericIndex :: Integral i => [a] -> i -> a
genericIndex xs n =
  if n < fromInteger 0 then errorWithoutStackTrace "List.genericIndex: negative argument."
  else genericIndexLoop xs n

genericIndexLoop :: Integral i => [a] -> i -> a
genericIndexLoop [] _ = errorWithoutStackTrace "List.genericIndex: index too large."
genericIndexLoop (x : xs) n = if n == fromInteger 0 then x else genericIndexLoop xs (n - fromInteger 1)

-- ===================================================================
-- Maybe, Either
-- ===================================================================

maybe :: b -> (a -> b) -> Maybe a -> b
maybe n _ Nothing = n
maybe _ f (Just x) = f x

isJust :: Maybe a -> Bool
isJust (Just _) = True
isJust Nothing = False

isNothing :: Maybe a -> Bool
isNothing Nothing = True
isNothing (Just _) = False

fromJust :: Maybe a -> a
fromJust (Just x) = x
fromJust Nothing =
  throw (ErrorCallWithLocation "Maybe.fromJust: Nothing" fromJustStack)

fromJustStack :: String
fromJustStack = "CallStack (from HasCallStack):\n  error, called at libraries/base/Data/Maybe.hs:148:21 in base:Data.Maybe"

-- `fromJust` in user code (GHC's message names the call site).
fromJustCalledAt :: String -> Maybe a -> a
fromJustCalledAt loc (Just x) = x
fromJustCalledAt loc Nothing =
  throw (ErrorCallWithLocation "Maybe.fromJust: Nothing"
               (fromJustStack ++ "\n  fromJust, called at " ++ loc))

fromMaybe :: a -> Maybe a -> a
fromMaybe d Nothing = d
fromMaybe _ (Just x) = x

listToMaybe :: [a] -> Maybe a
listToMaybe [] = Nothing
listToMaybe (x : _) = Just x

maybeToList :: Maybe a -> [a]
maybeToList Nothing = []
maybeToList (Just x) = [x]

catMaybes :: [Maybe a] -> [a]
catMaybes [] = []
catMaybes (Nothing : xs) = catMaybes xs
catMaybes (Just x : xs) = x : catMaybes xs

mapMaybe :: (a -> Maybe b) -> [a] -> [b]
mapMaybe _ [] = []
mapMaybe f (x : xs) = case f x of
  Nothing -> mapMaybe f xs
  Just y -> y : mapMaybe f xs

either :: (a -> c) -> (b -> c) -> Either a b -> c
either f _ (Left x) = f x
either _ g (Right y) = g y

lefts :: [Either a b] -> [a]
lefts [] = []
lefts (Left a : xs) = a : lefts xs
lefts (Right _ : xs) = lefts xs

rights :: [Either a b] -> [b]
rights [] = []
rights (Right b : xs) = b : rights xs
rights (Left _ : xs) = rights xs

isLeft :: Either a b -> Bool
isLeft (Left _) = True
isLeft (Right _) = False

isRight :: Either a b -> Bool
isRight (Right _) = True
isRight (Left _) = False

fromLeft :: a -> Either a b -> a
fromLeft _ (Left a) = a
fromLeft d _ = d

fromRight :: b -> Either a b -> b
fromRight _ (Right b) = b
fromRight d _ = d

partitionEithers :: [Either a b] -> ([a], [b])
partitionEithers xs = foldr partitionEither ([], []) xs

partitionEither :: Either a b -> ([a], [b]) -> ([a], [b])
partitionEither (Left a) ~(l, r) = (a : l, r)
partitionEither (Right b) ~(l, r) = (l, b : r)

-- ===================================================================
-- Char
-- ===================================================================

ord :: Char -> Int
ord c = primOrd c

chr :: Int -> Char
chr n = if primGe n 0 && primLe n 1114111 then primChr n
        else errorWithoutStackTrace ("Prelude.chr: bad argument: " ++ showsPrec 9 n "")

isSpace :: Char -> Bool
isSpace c = primIsSpace c

isDigit :: Char -> Bool
isDigit c = primIsDigit c

isAlpha :: Char -> Bool
isAlpha c = primIsAlpha c

isLetter :: Char -> Bool
isLetter c = primIsAlpha c

isAlphaNum :: Char -> Bool
isAlphaNum c = primIsAlphaNum c

isUpper :: Char -> Bool
isUpper c = primIsUpper c

isLower :: Char -> Bool
isLower c = primIsLower c

isPunctuation :: Char -> Bool
isPunctuation c = primIsPunctuation c

isSymbol :: Char -> Bool
isSymbol c = primIsSymbol c

isPrint :: Char -> Bool
isPrint c = primIsPrint c

toUpper :: Char -> Char
toUpper c = primToUpper c

toLower :: Char -> Char
toLower c = primToLower c

toTitle :: Char -> Char
toTitle c = primToUpper c

isAscii :: Char -> Bool
isAscii c = primLt (primOrd c) 128

isLatin1 :: Char -> Bool
isLatin1 c = primLt (primOrd c) 256

isAsciiUpper :: Char -> Bool
isAsciiUpper c = primGe c 'A' && primLe c 'Z'

isAsciiLower :: Char -> Bool
isAsciiLower c = primGe c 'a' && primLe c 'z'

isControl :: Char -> Bool
isControl c = let n = primOrd c in primLt n 32 || (primGe n 127 && primLe n 159)

isOctDigit :: Char -> Bool
isOctDigit c = primGe c '0' && primLe c '7'

isHexDigit :: Char -> Bool
isHexDigit c = primIsDigit c || (primGe c 'a' && primLe c 'f') || (primGe c 'A' && primLe c 'F')

-- The Unicode number categories (Nd, Nl, No): alphanumeric but not a letter.
isNumber :: Char -> Bool
isNumber c = primIsAlphaNum c && not (primIsAlpha c)

isMark :: Char -> Bool
isMark c = let n = primOrd c in primGe n 768 && primLe n 879

isSeparator :: Char -> Bool
isSeparator c = case primOrd c of
  32 -> True
  160 -> True
  5760 -> True
  8232 -> True
  8233 -> True
  8239 -> True
  8287 -> True
  12288 -> True
  n -> primGe n 8192 && primLe n 8202

digitToInt :: Char -> Int
digitToInt c
  | primIsDigit c = primIntSub (primOrd c) 48
  | primGe c 'a' && primLe c 'f' = primIntSub (primOrd c) 87
  | primGe c 'A' && primLe c 'F' = primIntSub (primOrd c) 55
  | otherwise = errorWithoutStackTrace ("Char.digitToInt: not a digit " ++ show c)

intToDigit :: Int -> Char
intToDigit i
  | primGe i 0 && primLe i 9 = primChr (primIntAdd 48 i)
  | primGe i 10 && primLe i 15 = primChr (primIntAdd 87 i)
  | otherwise = errorWithoutStackTrace ("Char.intToDigit: not a digit " ++ primShowNum i)


-- ===================================================================
-- Bits
-- ===================================================================

-- Int: 64 bits, two's complement.  A shift by 64 or more gives 0 (or -1
-- shifting a negative number right); a negative shift count is an
-- overflow error, as in GHC.
instance Bits Int where
  x .&. y = primAnd x y
  x .|. y = primOr x y
  xor x y = primXor x y
  complement x = primComplement x
  shift x i = if primGe i 0 then shiftLInt x i else primShiftR x (primIntNegate i)
  shiftL x i = if primGe i 0 then shiftLInt x i else overflowError
  unsafeShiftL x i = shiftLInt x i
  shiftR x i = if primGe i 0 then primShiftR x i else overflowError
  unsafeShiftR x i = primShiftR x i
  rotate x i = rotateInt x i
  zeroBits = 0
  bit i = shiftLInt 1 i
  testBit x i = primNe (primAnd x (shiftLInt 1 i)) 0
  bitSizeMaybe _ = Just 64
  bitSize _ = 64
  isSigned _ = True
  popCount x = popCountInt x

instance FiniteBits Int where
  finiteBitSize _ = 64
  countLeadingZeros x = primIntSub 63 (highestBitInt x)
  countTrailingZeros x = if primEq x 0 then 64 else trailingZerosInt x 0

shiftLInt :: Int -> Int -> Int
shiftLInt x i = if primGe i 64 then 0 else primIntShiftL x i

-- The logical (unsigned) right shift, for 0 < i < 64.
shiftRLInt :: Int -> Int -> Int
shiftRLInt x i = primAnd (primShiftR x i) (primIntSub (primIntShiftL 1 (primIntSub 64 i)) 1)

rotateInt :: Int -> Int -> Int
rotateInt x i =
  let r = primAnd i 63
  in if primEq r 0 then x else primOr (primIntShiftL x r) (shiftRLInt x (primIntSub 64 r))

popCountInt :: Int -> Int
popCountInt x =
  if primGe x 0 then primPopCount x else primIntSub 64 (primPopCount (primComplement x))

-- The index of the highest set bit; -1 for 0.
highestBitInt :: Int -> Int
highestBitInt x
  | primLt x 0 = 63
  | primEq x 0 = -1
  | otherwise = highestBitFrom x 0

highestBitFrom :: Int -> Int -> Int
highestBitFrom x k = if primLt x 2 then k else highestBitFrom (primShiftR x 1) (primIntAdd k 1)

trailingZerosInt :: Int -> Int -> Int
trailingZerosInt x k =
  if primEq (primAnd x 1) 0 then trailingZerosInt (primShiftR x 1) (primIntAdd k 1) else k

-- Integer: unbounded two's complement.
instance Bits Integer where
  x .&. y = primAnd x y
  x .|. y = primOr x y
  xor x y = primXor x y
  complement x = primComplement x
  shift x i = if primGe i 0 then primShiftL x i else primShiftR x (primIntNegate i)
  rotate x i = shift x i
  zeroBits = 0
  bit i = primShiftL (1 :: Integer) i
  testBit x i = primNe (primAnd x (primShiftL (1 :: Integer) i)) (0 :: Integer)
  bitSizeMaybe _ = Nothing
  bitSize _ = errorWithoutStackTrace "Data.Bits.bitSize(Integer)"
  isSigned _ = True
  popCount x = primPopCount x

bitDefault :: (Bits a, Num a) => Int -> a
bitDefault i = fromInteger 1 `shiftL` i

testBitDefault :: (Bits a, Num a) => a -> Int -> Bool
testBitDefault x i = (x .&. bit i) /= fromInteger 0

popCountDefault :: (Bits a, Num a) => a -> Int
popCountDefault x = popCountLoop x 0

popCountLoop :: (Bits a, Num a) => a -> Int -> Int
popCountLoop x c =
  if x == fromInteger 0 then c else popCountLoop (x .&. (x - fromInteger 1)) (primIntAdd c 1)

-- ===================================================================
-- Functor, Applicative, Monad
-- ===================================================================

instance Functor IO where
  fmap = fmapIO

instance Applicative IO where
  pure = returnIO
  (<*>) = apIO
  liftA2 = liftA2IO
  (*>) = thenIO

instance Monad IO where
  (>>=) = bindIO
  (>>) = thenIO
  return = returnIO

instance MonadFail IO where
  fail = failIO

unIO :: IO a -> World -> IORes a
unIO (IO m) = m

returnIO :: a -> IO a
returnIO x = IO (\w -> IORes x)

bindIO :: IO a -> (a -> IO b) -> IO b
bindIO (IO m) k = IO (\w -> case m w of IORes a -> unIO (k a) w)

thenIO :: IO a -> IO b -> IO b
thenIO (IO m) k = IO (\w -> case m w of IORes _ -> unIO k w)

fmapIO :: (a -> b) -> IO a -> IO b
fmapIO f (IO m) = IO (\w -> case m w of IORes a -> IORes (f a))

apIO :: IO (a -> b) -> IO a -> IO b
apIO (IO mf) mx = IO (\w -> case mf w of
  IORes f -> case unIO mx w of
    IORes x -> IORes (f x))

liftA2IO :: (a -> b -> c) -> IO a -> IO b -> IO c
liftA2IO f (IO ma) mb = IO (\w -> case ma w of
  IORes a -> case unIO mb w of
    IORes b -> IORes (f a b))

instance Semigroup a => Semigroup (IO a) where
  a <> b = liftA2 (<>) a b

instance Monoid a => Monoid (IO a) where
  mempty = returnIO mempty

instance Functor Maybe where
  fmap _ Nothing = Nothing
  fmap f (Just x) = Just (f x)

instance Applicative Maybe where
  pure x = Just x
  Just f <*> m = fmap f m
  Nothing <*> _ = Nothing
  liftA2 f (Just x) (Just y) = Just (f x y)
  liftA2 _ _ _ = Nothing
  Just _ *> m = m
  Nothing *> _ = Nothing

instance Monad Maybe where
  Just x >>= k = k x
  Nothing >>= _ = Nothing
  (>>) = (*>)

instance MonadFail Maybe where
  fail _ = Nothing

instance Alternative Maybe where
  empty = Nothing
  Nothing <|> r = r
  l <|> _ = l

instance MonadPlus Maybe

instance Functor [] where
  fmap = map

instance Applicative [] where
  pure x = [x]
  fs <*> xs = [ f x | f <- fs, x <- xs ]
  liftA2 f xs ys = [ f x y | x <- xs, y <- ys ]
  xs *> ys = [ y | _ <- xs, y <- ys ]

instance Monad [] where
  xs >>= f = [ y | x <- xs, y <- f x ]
  (>>) = (*>)

instance MonadFail [] where
  fail _ = []

instance Alternative [] where
  empty = []
  (<|>) = (++)

instance MonadPlus []

instance Functor (Either e) where
  fmap _ (Left e) = Left e
  fmap f (Right x) = Right (f x)

instance Applicative (Either e) where
  pure x = Right x
  Left e <*> _ = Left e
  Right f <*> r = fmap f r

instance Monad (Either e) where
  Left e >>= _ = Left e
  Right x >>= k = k x

instance Functor ((->) r) where
  fmap f g x = f (g x)

instance Applicative ((->) r) where
  pure x _ = x
  (<*>) f g x = f x (g x)
  liftA2 q f g x = q (f x) (g x)

instance Monad ((->) r) where
  f >>= k = \r -> k (f r) r

instance Functor ((,) a) where
  fmap f (x, y) = (x, f y)

instance Monoid a => Applicative ((,) a) where
  pure x = (mempty, x)
  (u, f) <*> (v, x) = (u <> v, f x)
  liftA2 f (u, x) (v, y) = (u <> v, f x y)

instance Monoid a => Monad ((,) a) where
  (u, a) >>= k = case k a of (v, b) -> (u <> v, b)

(<$>) :: Functor f => (a -> b) -> f a -> f b
f <$> m = fmap f m

($>) :: Functor f => f a -> b -> f b
m $> x = fmap (const x) m

(<&>) :: Functor f => f a -> (a -> b) -> f b
m <&> f = fmap f m

void :: Functor f => f a -> f ()
void m = fmap (const ()) m

(<**>) :: Applicative f => f a -> f (a -> b) -> f b
a <**> f = liftA2 (\x g -> g x) a f

liftA :: Applicative f => (a -> b) -> f a -> f b
liftA f a = fmap f a

liftA3 :: Applicative f => (a -> b -> c -> d) -> f a -> f b -> f c -> f d
liftA3 f a b c = liftA2 f a b <*> c

(=<<) :: Monad m => (a -> m b) -> m a -> m b
k =<< m = m >>= k

(>=>) :: Monad m => (a -> m b) -> (b -> m c) -> a -> m c
(>=>) f g x = f x >>= g

(<=<) :: Monad m => (b -> m c) -> (a -> m b) -> a -> m c
(<=<) g f x = f x >>= g

liftM :: Monad m => (a1 -> r) -> m a1 -> m r
liftM f m = m >>= \x -> return (f x)

liftM2 :: Monad m => (a1 -> a2 -> r) -> m a1 -> m a2 -> m r
liftM2 f m1 m2 = m1 >>= \x1 -> m2 >>= \x2 -> return (f x1 x2)

ap :: Monad m => m (a -> b) -> m a -> m b
ap mf mx = mf >>= \f -> mx >>= \x -> return (f x)

join :: Monad m => m (m a) -> m a
join m = m >>= id

(<$!>) :: Monad m => (a -> b) -> m a -> m b
f <$!> m = m >>= \x -> let z = f x in z `seq` return z

-- The Foldable and Traversable functions, for lists.

mapM :: Monad m => (a -> m b) -> [a] -> m [b]
mapM f xs = traverse f xs

forM :: Monad m => [a] -> (a -> m b) -> m [b]
forM xs f = mapM f xs

traverse :: Applicative f => (a -> f b) -> [a] -> f [b]
traverse f xs = foldr (\x ys -> liftA2 (:) (f x) ys) (pure []) xs

for :: Applicative f => [a] -> (a -> f b) -> f [b]
for xs f = traverse f xs

sequence :: Monad m => [m a] -> m [a]
sequence ms = mapM id ms

sequenceA :: Applicative f => [f a] -> f [a]
sequenceA ms = traverse id ms

-- As GHC's foldr-built `f x >> rest`: the actions and the rest are thunks
-- made when the action is built, so a cost centre in `f` is entered (and
-- charged) under the stack that built the action, as in GHC.
mapM_ :: Monad m => (a -> m b) -> [a] -> m ()
mapM_ f xs = foldr c (return ()) xs
  where c x k = f x >> k

forM_ :: Monad m => [a] -> (a -> m b) -> m ()
forM_ xs f = mapM_ f xs

sequence_ :: Monad m => [m a] -> m ()
sequence_ ms = foldr c (return ()) ms
  where c m k = m >> k

traverse_ :: Applicative f => (a -> f b) -> [a] -> f ()
traverse_ f xs = foldr c (pure ()) xs
  where c x k = f x *> k

for_ :: Applicative f => [a] -> (a -> f b) -> f ()
for_ xs f = traverse_ f xs

sequenceA_ :: Applicative f => [f a] -> f ()
sequenceA_ ms = foldr c (pure ()) ms
  where c m k = m *> k

foldMap :: Monoid m => (a -> m) -> [a] -> m
foldMap f xs = foldr (\x r -> f x `mappend` r) mempty xs

when :: Applicative f => Bool -> f () -> f ()
when c m = if c then m else pure ()

unless :: Applicative f => Bool -> f () -> f ()
unless c m = if c then pure () else m

replicateM :: Applicative m => Int -> m a -> m [a]
replicateM n m = replicateMLoop n m

replicateMLoop :: Applicative m => Int -> m a -> m [a]
replicateMLoop n m =
  if primLe n 0 then pure [] else liftA2 (:) m (replicateMLoop (primIntSub n 1) m)

replicateM_ :: Applicative m => Int -> m a -> m ()
replicateM_ n m = replicateMLoop_ n m

replicateMLoop_ :: Applicative m => Int -> m a -> m ()
replicateMLoop_ n m = if primLe n 0 then pure () else m *> replicateMLoop_ (primIntSub n 1) m

foldM :: Monad m => (b -> a -> m b) -> b -> [a] -> m b
foldM f z0 xs = foldr c return xs z0
  where c x k z = f z x >>= k

foldM_ :: Monad m => (b -> a -> m b) -> b -> [a] -> m ()
foldM_ f z xs = foldM f z xs >> return ()

zipWithM :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m [c]
zipWithM f xs ys = sequenceA (zipWith f xs ys)

zipWithM_ :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m ()
zipWithM_ f xs ys = sequenceA_ (zipWith f xs ys)

mapAndUnzipM :: Applicative m => (a -> m (b, c)) -> [a] -> m ([b], [c])
mapAndUnzipM f xs = fmap unzip (traverse f xs)

filterM :: Applicative m => (a -> m Bool) -> [a] -> m [a]
filterM p xs =
  foldr (\x r -> liftA2 (\keep ys -> if keep then x : ys else ys) (p x) r) (pure []) xs

forever :: Applicative f => f a -> f b
forever a = let a' = a *> a' in a'

guard :: Alternative f => Bool -> f ()
guard True = pure ()
guard False = empty

msum :: MonadPlus m => [m a] -> m a
msum xs = foldr mplus mzero xs

asum :: Alternative f => [f a] -> f a
asum xs = foldr (<|>) empty xs

mfilter :: MonadPlus m => (a -> Bool) -> m a -> m a
mfilter p ma = ma >>= \a -> if p a then return a else mzero

optional :: Alternative f => f a -> f (Maybe a)
optional v = fmap Just v <|> pure Nothing

-- ===================================================================
-- Errors and exceptions (Note [Exceptions])
-- ===================================================================

-- fromException at the type e: Just the value when the exception's type
-- name is e's.  exceptionTypeName never looks at its argument, so the
-- knot through `result` only tells it the type.
castException :: Exception e => SomeException -> Maybe e
castException (SomeException name value _ _) = result
  where
    result = if eqString name (exceptionTypeName (typeWitness result))
               then Just (primUnsafeCoerce value)
               else Nothing

typeWitness :: Maybe e -> e
typeWitness _ = errorWithoutStackTrace "lazyrts: typeWitness"

eqString :: String -> String -> Bool
eqString [] [] = True
eqString (c : cs) (d : ds) = primEq c d && eqString cs ds
eqString _ _ = False

instance Show SomeException where
  showsPrec d (SomeException _ _ showsValue _) s = showsValue d s

instance Exception SomeException where
  toException se = se
  fromException se = Just se
  displayException (SomeException _ _ _ text) = text
  exceptionTypeName _ = "SomeException"

instance Show ErrorCall where
  showsPrec _ (ErrorCall msg) s = msg ++ s
  showsPrec _ (ErrorCallWithLocation msg loc) s = case loc of
    [] -> msg ++ s
    _ -> msg ++ ('\n' : (loc ++ s))

instance Eq ErrorCall where
  a == b = case (errorCallParts a, errorCallParts b) of
    ((m, l), (m', l')) -> m == m' && l == l'

instance Ord ErrorCall where
  compare a b = case (errorCallParts a, errorCallParts b) of
    ((m, l), (m', l')) -> compare m m' `thenCmp` compare l l'

errorCallParts :: ErrorCall -> (String, String)
errorCallParts (ErrorCall m) = (m, "")
errorCallParts (ErrorCallWithLocation m l) = (m, l)

instance Exception ErrorCall where
  exceptionTypeName _ = "ErrorCall"

instance Show ArithException where
  showsPrec _ e s = arithExceptionText e ++ s

arithExceptionText :: ArithException -> String
arithExceptionText e = case e of
  Overflow -> "arithmetic overflow"
  Underflow -> "arithmetic underflow"
  LossOfPrecision -> "loss of precision"
  DivideByZero -> "divide by zero"
  Denormal -> "denormal"
  RatioZeroDenominator -> "Ratio has zero denominator"

arithExceptionTag :: ArithException -> Int
arithExceptionTag e = case e of
  Overflow -> 0
  Underflow -> 1
  LossOfPrecision -> 2
  DivideByZero -> 3
  Denormal -> 4
  RatioZeroDenominator -> 5

instance Eq ArithException where
  a == b = primEq (arithExceptionTag a) (arithExceptionTag b)

instance Ord ArithException where
  compare a b = primCompare (arithExceptionTag a) (arithExceptionTag b)

instance Exception ArithException where
  exceptionTypeName _ = "ArithException"

instance Show PatternMatchFail where
  showsPrec _ (PatternMatchFail msg) s = msg ++ s

instance Exception PatternMatchFail where
  exceptionTypeName _ = "PatternMatchFail"

instance Show RecConError where
  showsPrec _ (RecConError msg) s = msg ++ s

instance Exception RecConError where
  exceptionTypeName _ = "RecConError"

instance Show RecSelError where
  showsPrec _ (RecSelError msg) s = msg ++ s

instance Exception RecSelError where
  exceptionTypeName _ = "RecSelError"

instance Show RecUpdError where
  showsPrec _ (RecUpdError msg) s = msg ++ s

instance Exception RecUpdError where
  exceptionTypeName _ = "RecUpdError"

instance Show NoMethodError where
  showsPrec _ (NoMethodError msg) s = msg ++ s

instance Exception NoMethodError where
  exceptionTypeName _ = "NoMethodError"

instance Show NonTermination where
  showsPrec _ NonTermination s = "<<loop>>" ++ s

instance Exception NonTermination where
  exceptionTypeName _ = "NonTermination"

instance Show IOException where
  showsPrec _ e s = ioErrorText e ++ s

instance Eq IOException where
  IOError k l d f == IOError k' l' d' f' =
    primEq (ioErrorTypeTag k) (ioErrorTypeTag k') && l == l' && d == d' && f == f'

instance Exception IOException where
  exceptionTypeName _ = "IOException"

instance Show IOErrorType where
  showsPrec _ k s = ioErrorTypeText k ++ s

instance Eq IOErrorType where
  a == b = primEq (ioErrorTypeTag a) (ioErrorTypeTag b)

instance Show ExitCode where
  showsPrec _ ExitSuccess s = "ExitSuccess" ++ s
  showsPrec d (ExitFailure n) s = showParen (primGe d 11) (showString "ExitFailure " . showsPrec 11 n) s

instance Eq ExitCode where
  ExitSuccess == ExitSuccess = True
  ExitFailure a == ExitFailure b = primEq a b
  _ == _ = False

instance Exception ExitCode where
  exceptionTypeName _ = "ExitCode"

error :: String -> a
error s = throw (ErrorCall s)

errorWithoutStackTrace :: String -> a
errorWithoutStackTrace s = throw (ErrorCall s)

-- `error msg` in user code; loc is "file.hs:4:15 in main:Main".
errorCalledAt :: String -> String -> a
errorCalledAt loc s =
  throw (ErrorCallWithLocation s ("CallStack (from HasCallStack):\n  error, called at " ++ loc
                                  ++ primProfCallStack ()))

undefined :: a
undefined = throw (ErrorCallWithLocation "Prelude.undefined" undefinedStack)

undefinedStack :: String
undefinedStack = "CallStack (from HasCallStack):\n  error, called at libraries/base/GHC/Err.hs:75:14 in base:GHC.Err"

-- `undefined` in user code.
undefinedCalledAt :: String -> a
undefinedCalledAt loc =
  throw (ErrorCallWithLocation "Prelude.undefined"
           (undefinedStack ++ "\n  undefined, called at " ++ loc ++ primProfCallStack ()))

-- Pattern-match failure; msg is the full text without the newline that
-- GHC's message ends with.
patError :: String -> a
patError msg = throw (PatternMatchFail (msg ++ "\n"))

recConError :: String -> a
recConError msg = throw (RecConError (msg ++ "\n"))

-- msg: "No match in record selector fld"
recSelError :: String -> a
recSelError msg = throw (RecSelError msg)

-- GHC 9.0 reports a failed record update as a pattern-match failure.
recUpdError :: String -> a
recUpdError msg = patError msg

-- A class method an instance does not define and the class has no
-- default for; msg is GHC's text without the newline, e.g.
-- "T.hs:5:10-15: No instance nor default method for class operation >>=".
noMethodBindingError :: String -> a
noMethodBindingError msg = throw (NoMethodError (msg ++ "\n"))

divZeroError :: a
divZeroError = throw DivideByZero

overflowError :: a
overflowError = throw Overflow

nonTermination :: a
nonTermination = throw NonTermination

-- The empty-list errors are CAFs, as GHC's optimised base has them
-- (badHead and friends, floated to the top level): an error raised by
-- them is raised under the library's CAF stack, which -xc and a catching
-- handler's cost centres show.
emptyListError_head :: a
emptyListError_head = errorEmptyList "head"
emptyListError_tail :: a
emptyListError_tail = errorEmptyList "tail"
emptyListError_last :: a
emptyListError_last = errorEmptyList "last"
emptyListError_init :: a
emptyListError_init = errorEmptyList "init"
emptyListError_foldr1 :: a
emptyListError_foldr1 = errorEmptyList "foldr1"
emptyListError_foldl1 :: a
emptyListError_foldl1 = errorEmptyList "foldl1"
emptyListError_foldl1Prime :: a
emptyListError_foldl1Prime = errorEmptyList "foldl1'"
emptyListError_maximum :: a
emptyListError_maximum = errorEmptyList "maximum"
emptyListError_minimum :: a
emptyListError_minimum = errorEmptyList "minimum"
emptyListError_cycle :: a
emptyListError_cycle = errorEmptyList "cycle"

errorEmptyList :: String -> a
errorEmptyList fun = errorWithoutStackTrace ("Prelude." ++ fun ++ ": empty list")

throw :: Exception e => e -> a
throw e = primRaise (toException e)

throwIO :: Exception e => e -> IO a
throwIO e = IO (\w -> primRaise (toException e))

ioError :: IOError -> IO a
ioError e = throwIO e

userError :: String -> IOError
userError s = IOError UserError "" s Nothing

failIO :: String -> IO a
failIO s = IO (\w -> primRaise (toException (userError s)))

-- Runs the handler when the exception is of its type, re-raises it
-- otherwise.
catch :: Exception e => IO a -> (e -> IO a) -> IO a
catch (IO io) handler = IO (\w -> primCatch io (catchHandler handler) w)

catchHandler :: Exception e => (e -> IO a) -> SomeException -> World -> IORes a
catchHandler handler se w = case fromException se of
  Just e -> unIO (handler e) w
  Nothing -> primRaise se

handle :: Exception e => (e -> IO a) -> IO a -> IO a
handle handler io = catch io handler

catchJust :: Exception e => (e -> Maybe b) -> IO a -> (b -> IO a) -> IO a
catchJust p io handler = catch io (\e -> case p e of
  Nothing -> throwIO e
  Just b -> handler b)

handleJust :: Exception e => (e -> Maybe b) -> (b -> IO a) -> IO a -> IO a
handleJust p handler io = catchJust p io handler

catchIOError :: IO a -> (IOError -> IO a) -> IO a
catchIOError io handler = catch io handler

try :: Exception e => IO a -> IO (Either e a)
try io = catch (fmapIO Right io) (\e -> returnIO (Left e))

tryJust :: Exception e => (e -> Maybe b) -> IO a -> IO (Either b a)
tryJust p io = catch (fmapIO Right io) (\e -> case p e of
  Nothing -> throwIO e
  Just b -> returnIO (Left b))

evaluate :: a -> IO a
evaluate x = IO (\w -> primSeq x (IORes x))

bracket :: IO a -> (a -> IO b) -> (a -> IO c) -> IO c
bracket before after thing = IO (\w ->
  case unIO before w of
    IORes a -> case primCatch (unIO (thing a)) (rethrowAfter (after a)) w of
      IORes r -> case unIO (after a) w of
        IORes _ -> IORes r)

bracket_ :: IO a -> IO b -> IO c -> IO c
bracket_ before after thing = bracket before (const after) (const thing)

bracketOnError :: IO a -> (a -> IO b) -> (a -> IO c) -> IO c
bracketOnError before after thing = IO (\w ->
  case unIO before w of
    IORes a -> primCatch (unIO (thing a)) (rethrowAfter (after a)) w)

finally :: IO a -> IO b -> IO a
finally io after = IO (\w ->
  case primCatch (unIO io) (rethrowAfter after) w of
    IORes r -> case unIO after w of
      IORes _ -> IORes r)

onException :: IO a -> IO b -> IO a
onException io what = IO (\w -> primCatch (unIO io) (rethrowAfter what) w)

rethrowAfter :: IO b -> SomeException -> World -> IORes a
rethrowAfter act se w = case unIO act w of IORes _ -> primRaise se

ioErrorText :: IOException -> String
ioErrorText (IOError kind loc desc file) =
  fileText ++ locText ++ ioErrorTypeText kind ++ descText
  where
    fileText = case file of
      Nothing -> ""
      Just f -> f ++ ": "
    locText = if null loc then "" else loc ++ ": "
    descText = if null desc then "" else " (" ++ desc ++ ")"

ioErrorTypeText :: IOErrorType -> String
ioErrorTypeText k = case k of
  AlreadyExists -> "already exists"
  NoSuchThing -> "does not exist"
  ResourceBusy -> "resource busy"
  ResourceExhausted -> "resource exhausted"
  EOF -> "end of file"
  IllegalOperation -> "illegal operation"
  PermissionDenied -> "permission denied"
  UserError -> "user error"
  UnsupportedOperation -> "unsupported operation"
  OtherError -> "failed"
  InappropriateType -> "inappropriate type"
  InvalidArgument -> "invalid argument"
  HardwareFault -> "hardware fault"
  ResourceVanished -> "resource vanished"
  Interrupted -> "interrupted"

ioErrorTypeTag :: IOErrorType -> Int
ioErrorTypeTag k = case k of
  AlreadyExists -> 0
  NoSuchThing -> 1
  ResourceBusy -> 2
  ResourceExhausted -> 3
  EOF -> 4
  IllegalOperation -> 5
  PermissionDenied -> 6
  UserError -> 7
  UnsupportedOperation -> 8
  OtherError -> 9
  InappropriateType -> 10
  InvalidArgument -> 11
  HardwareFault -> 12
  ResourceVanished -> 13
  Interrupted -> 14

-- The IOErrorType GHC gives an errno (Linux numbering).
errnoType :: Int -> IOErrorType
errnoType n = case n of
  1 -> PermissionDenied
  2 -> NoSuchThing
  4 -> Interrupted
  5 -> HardwareFault
  6 -> NoSuchThing
  9 -> InvalidArgument
  12 -> ResourceExhausted
  13 -> PermissionDenied
  16 -> ResourceBusy
  17 -> AlreadyExists
  20 -> InappropriateType
  21 -> InappropriateType
  22 -> InvalidArgument
  23 -> ResourceExhausted
  24 -> ResourceExhausted
  26 -> ResourceBusy
  27 -> PermissionDenied
  28 -> ResourceExhausted
  29 -> UnsupportedOperation
  30 -> PermissionDenied
  32 -> ResourceVanished
  36 -> InvalidArgument
  40 -> InvalidArgument
  104 -> ResourceVanished
  122 -> PermissionDenied
  _ -> OtherError

ioeGetErrorString :: IOError -> String
ioeGetErrorString (IOError kind _ desc _) = case kind of
  UserError -> desc
  _ -> ioErrorTypeText kind

isDoesNotExistError :: IOError -> Bool
isDoesNotExistError (IOError kind _ _ _) = case kind of
  NoSuchThing -> True
  _ -> False

isEOFError :: IOError -> Bool
isEOFError (IOError kind _ _ _) = case kind of
  EOF -> True
  _ -> False

isUserError :: IOError -> Bool
isUserError (IOError kind _ _ _) = case kind of
  UserError -> True
  _ -> False

-- ===================================================================
-- Running main
-- ===================================================================

-- The runtime evaluates `runMainIO main World`.
runMainIO :: IO a -> IO ()
runMainIO main = IO (\w -> primCatch (runMainBody main) topHandler w)

runMainBody :: IO a -> World -> IORes ()
runMainBody main w = case unIO main w of
  IORes _ -> case primHFlush 1 of
    () -> IORes ()

-- An uncaught exception: flush stdout (its errors ignored, as GHC's
-- flushStdHandles), then exit for an ExitCode, exit quietly with 0 for a
-- broken pipe on stdout (Note [Broken pipes] in rts/io.c), or report as
-- GHC does ("prog: message" on stderr, status 1).  An exception raised
-- while the message is made (error (error "inner")) is handled the same
-- way in turn, as GHC's topHandler catches its own handler's.
topHandler :: SomeException -> World -> IORes ()
topHandler se w = primCatch (realHandler se) topHandler w

realHandler :: SomeException -> World -> IORes ()
realHandler se w = case primHFlush 1 of
  () -> case fromException se of
    Just ExitSuccess -> primExit 0
    Just (ExitFailure n) -> primExit n
    Nothing -> case fromException se of
      Just (IOError ResourceVanished _ _ (Just "<stdout>")) -> primExit 0
      _ -> reportException (showsPrec 0 se "") w

-- The message is made whole before anything is written (GHC's
-- withCString), and written without looking for errors: with stderr
-- closed there is nowhere to say more.
reportException :: String -> World -> IORes a
reportException msg w = case forceString msg of
  () -> case primHPutStrBegin 2 of
    () -> case hPutStrQuiet 2 (primGetProgName () ++ ": " ++ msg ++ "\n") w of
      IORes _ -> primExit 1

-- ===================================================================
-- IO (Note [IO representation])
-- ===================================================================

stdin :: Handle
stdin = Handle 0 "<stdin>"

stdout :: Handle
stdout = Handle 1 "<stdout>"

stderr :: Handle
stderr = Handle 2 "<stderr>"

instance Eq Handle where
  Handle a _ == Handle b _ = primEq a b

instance Show Handle where
  showsPrec _ (Handle _ name) s = "{handle: " ++ name ++ ('}' : s)

instance Eq IOMode where
  a == b = primEq (ioModeCode a) (ioModeCode b)

instance Show IOMode where
  showsPrec _ m s = ioModeName m ++ s

ioModeName :: IOMode -> String
ioModeName ReadMode = "ReadMode"
ioModeName WriteMode = "WriteMode"
ioModeName AppendMode = "AppendMode"
ioModeName ReadWriteMode = "ReadWriteMode"

instance Eq BufferMode where
  NoBuffering == NoBuffering = True
  LineBuffering == LineBuffering = True
  BlockBuffering a == BlockBuffering b = a == b
  _ == _ = False

instance Show BufferMode where
  showsPrec _ NoBuffering s = "NoBuffering" ++ s
  showsPrec _ LineBuffering s = "LineBuffering" ++ s
  showsPrec d (BlockBuffering m) s =
    showParen (primGe d 11) (showString "BlockBuffering " . showsPrec 11 m) s

handleNumber :: Handle -> Int
handleNumber (Handle n _) = n

unsafePerformIO :: IO a -> a
unsafePerformIO (IO m) = case m World of IORes a -> a

-- Forces a String completely (the primitives need evaluated Strings).
forceString :: String -> ()
forceString [] = ()
forceString (c : cs) = primSeq c (forceString cs)

hPutChar :: Handle -> Char -> IO ()
hPutChar (Handle n _) c = IO (\w -> case primHPutChar n c of
  () -> if primHFailed n then raiseHError n "hPutChar" else IORes ())

-- Note [IO errors] (rts/io.c): after each operation, primHFailed says
-- whether it met an error (or the handle is closed), and raiseHError
-- raises that as GHC's IOError: "<stdout>: hPutStr: illegal operation
-- (handle is closed)", "<stdin>: hGetLine: inappropriate type (Is a
-- directory)".  The check allocates nothing, so profiles stay as they
-- were.
raiseHError :: Int -> String -> a
raiseHError n loc = primRaise (toException (handleError (primHName n) loc (primHError n)))

handleError :: String -> String -> Int -> IOError
handleError name loc e =
  if primEq e (-1) then IOError IllegalOperation loc "handle is closed" (Just name)
  else IOError (errnoType e) loc (primStrError e) (Just name)

hPutStr :: Handle -> String -> IO ()
hPutStr h s = IO (\w -> hPutStrNl h False s w)

hPutStrLn :: Handle -> String -> IO ()
hPutStrLn h s = IO (\w -> hPutStrNl h True s w)

-- As GHC's hPutStr': the text (and the newline) is committed to the
-- handle in blocks, so an exception while the string is evaluated loses
-- the part not yet committed, as in GHC.
hPutStrNl :: Handle -> Bool -> String -> World -> IORes ()
hPutStrNl (Handle n _) nl s w = case primHPutStrBegin n of
  () -> if primHFailed n then raiseHError n "hPutStr"
        else hPutStrLoop n nl s w

-- Add the evaluated prefix, then evaluate the next cell and its
-- character and go on.  A write that fails ends the string early
-- (primHPutStrPrefix returns []), and is raised.
hPutStrLoop :: Int -> Bool -> String -> World -> IORes ()
hPutStrLoop n nl s w = case primHPutStrPrefix n s of
  [] -> case primHPutStrEnd n nl of
    () -> if primHFailed n then raiseHError n "commitBuffer" else IORes ()
  rest@(c : _) -> primSeq c (hPutStrLoop n nl rest w)

-- The same without raising: the top handler's message.
hPutStrQuiet :: Int -> String -> World -> IORes ()
hPutStrQuiet n s w = case primHPutStrPrefix n s of
  [] -> case primHPutStrEnd n False of
    () -> IORes ()
  rest@(c : _) -> primSeq c (hPutStrQuiet n rest w)

hPrint :: Show a => Handle -> a -> IO ()
hPrint h x = IO (\w -> hPutStrNl h True (show x) w)

putChar :: Char -> IO ()
putChar c = hPutChar stdout c

putStr :: String -> IO ()
putStr s = IO (\w -> hPutStrNl stdout False s w)

putStrLn :: String -> IO ()
putStrLn s = IO (\w -> hPutStrNl stdout True s w)

print :: Show a => a -> IO ()
print x = IO (\w -> hPutStrNl stdout True (show x) w)

hFlush :: Handle -> IO ()
hFlush (Handle n _) = IO (\w -> case primHFlush n of
  () -> if primHFailed n then raiseHError n "hFlush" else IORes ())

-- Closing a closed handle does nothing, as in GHC; primHClose says
-- whether the last flush failed.
hClose :: Handle -> IO ()
hClose (Handle n _) = IO (\w ->
  if primHClose n then raiseHError n "hClose" else IORes ())

hSetBuffering :: Handle -> BufferMode -> IO ()
hSetBuffering (Handle n _) mode = IO (\w -> case primHSetBuffering n (bufferModeCode mode) of
  () -> IORes ())

bufferModeCode :: BufferMode -> Int
bufferModeCode NoBuffering = 0
bufferModeCode LineBuffering = 1
bufferModeCode (BlockBuffering _) = 2

-- Echo is a terminal setting; accepted and ignored.
hSetEcho :: Handle -> Bool -> IO ()
hSetEcho _ _ = IO (\w -> IORes ())

eofError :: String -> String -> IOError
eofError loc name = IOError EOF loc "" (Just name)

hIsEOF :: Handle -> IO Bool
hIsEOF (Handle n _) = IO (\w -> let b = primHIsEOF n in
  primSeq b (if primHFailed n then raiseHError n "hIsEOF" else IORes b))

isEOF :: IO Bool
isEOF = hIsEOF stdin

hGetChar :: Handle -> IO Char
hGetChar (Handle n name) = IO (\w ->
  if primHIsEOF n
  then (if primHFailed n then raiseHError n "hGetChar"
        else primRaise (toException (eofError "hGetChar" name)))
  else let c = primHGetChar n in
       primSeq c (if primHFailed n then raiseHError n "hGetChar" else IORes c))

getChar :: IO Char
getChar = hGetChar stdin

hGetLine :: Handle -> IO String
hGetLine (Handle n name) = IO (\w ->
  if primHIsEOF n
  then (if primHFailed n then raiseHError n "hGetLine"
        else primRaise (toException (eofError "hGetLine" name)))
  else let s = primHGetLine n in
       primSeq s (if primHFailed n then raiseHError n "hGetLine" else IORes s))

getLine :: IO String
getLine = hGetLine stdin

-- Lazy: the input is read chunk by chunk as the String is consumed.
hGetContents :: Handle -> IO String
hGetContents (Handle n _) = IO (\w -> IORes (lazyRead n))

-- A read error raises from the String, where it is met, as in GHC.
lazyRead :: Int -> String
lazyRead n = case primHGetChunk n of
  [] -> if primHFailed n then raiseHError n "hGetContents" else []
  chunk -> if primHFailed n then raiseHError n "hGetContents"
           else chunk ++ lazyRead n

lazyReadClose :: Int -> String
lazyReadClose n = case primHGetChunk n of
  [] -> if primHFailed n then raiseHError n "hGetContents"
        else (if primHClose n then [] else [])
  chunk -> if primHFailed n then raiseHError n "hGetContents"
           else chunk ++ lazyReadClose n

getContents :: IO String
getContents = hGetContents stdin

interact :: (String -> String) -> IO ()
interact f = IO (\w -> case unIO getContents w of
  IORes s -> hPutStrNl stdout False (f s) w)

readIO :: Read a => String -> IO a
readIO s = IO (\w -> case [ x | (x, t) <- reads s, ("", "") <- lex t ] of
  [x] -> IORes x
  [] -> primRaise (toException (userError "Prelude.readIO: no parse"))
  _ -> primRaise (toException (userError "Prelude.readIO: ambiguous parse")))

readLn :: Read a => IO a
readLn = IO (\w -> case unIO getLine w of
  IORes s -> unIO (readIO s) w)

openFile :: FilePath -> IOMode -> IO Handle
openFile path mode = IO (\w -> case forceString path of
  () -> case mode of
    ReadWriteMode -> primRaise (toException (IOError UnsupportedOperation "openFile"
                                               "ReadWriteMode is not supported" (Just path)))
    _ -> let r = primOpenFile path (ioModeCode mode)
         in if primLt r 0 then primRaise (toException (openFileError path mode (primIntNegate r)))
            else IORes (Handle r path))

ioModeCode :: IOMode -> Int
ioModeCode ReadMode = 0
ioModeCode WriteMode = 1
ioModeCode AppendMode = 2
ioModeCode ReadWriteMode = 1

-- GHC itself refuses to read a directory, with its own wording.
openFileError :: FilePath -> IOMode -> Int -> IOError
openFileError path mode errno =
  let desc = case mode of
               ReadMode -> if primEq errno 21 then "is a directory" else primStrError errno
               _ -> primStrError errno
  in IOError (errnoType errno) "openFile" desc (Just path)

withFile :: FilePath -> IOMode -> (Handle -> IO r) -> IO r
withFile path mode act = bracket (openFile path mode) hClose act

readFile :: FilePath -> IO String
readFile path = IO (\w -> case unIO (openFile path ReadMode) w of
  IORes (Handle n _) -> IORes (lazyReadClose n))

writeFile :: FilePath -> String -> IO ()
writeFile path s = writeWithMode WriteMode path s

appendFile :: FilePath -> String -> IO ()
appendFile path s = writeWithMode AppendMode path s

writeWithMode :: IOMode -> FilePath -> String -> IO ()
writeWithMode mode path s = IO (\w -> case unIO (openFile path mode) w of
  IORes h -> case hPutStrNl h False s w of
    IORes _ -> unIO (hClose h) w)

getArgs :: IO [String]
getArgs = IO (\w -> let a = primGetArgs () in primSeq a (IORes a))

getProgName :: IO String
getProgName = IO (\w -> let p = primGetProgName () in primSeq p (IORes p))

exitWith :: ExitCode -> IO a
exitWith code = IO (\w -> case code of
  ExitSuccess -> primRaise (toException code)
  ExitFailure n -> if primEq n 0
    then primRaise (toException (IOError InvalidArgument "exitWith" "ExitFailure 0" Nothing))
    else primRaise (toException code))

exitFailure :: IO a
exitFailure = exitWith (ExitFailure 1)

exitSuccess :: IO a
exitSuccess = exitWith ExitSuccess

die :: String -> IO a
die msg = IO (\w -> case hPutStrNl stderr True msg w of
  IORes _ -> unIO (exitWith (ExitFailure 1)) w)

-- ===================================================================
-- Debug.Trace
-- ===================================================================

trace :: String -> a -> a
trace msg x = case forceString msg of
  () -> case hPutStrNl stderr True msg World of
    IORes _ -> x

traceShow :: Show a => a -> b -> b
traceShow v x = trace (show v) x

traceShowId :: Show a => a -> a
traceShowId x = trace (show x) x

traceId :: String -> String
traceId s = trace s s

traceIO :: String -> IO ()
traceIO msg = IO (\w -> case forceString msg of
  () -> hPutStrNl stderr True msg w)

traceM :: Applicative f => String -> f ()
traceM msg = trace msg (pure ())

traceShowM :: (Show a, Applicative f) => a -> f ()
traceShowM v = traceM (show v)

-- ===================================================================
-- Read (Haskell 2010's ReadS parsers over `lex`, giving GHC's results
-- for the basic types)
-- ===================================================================

-- Note [ReadPrec]
-- GHC's Read class has two more methods, readPrec and readListPrec, over
-- ReadPrec, a parser that knows the precedence of its context; derived
-- instances define them (compiler/derive.c, Note [What GHC derives]),
-- the instances of the basic types readsPrec.  Here a ReadPrec is a function
-- of the precedence to a list-of-successes parser (ReadS): GHC's
-- combinators (prec, step, reset, parens, +++) mean the same, and the
-- parses come in the order of the alternatives, where GHC's breadth-first
-- ReadP gives them by the length of input consumed (they differ only for
-- `reads` of a type whose alternatives overlap on a prefix, listed after
-- a longer one).  Lexemes are compared as `lex` returns them.
class Read a where
  readsPrec :: Int -> ReadS a
  readList :: ReadS [a]
  readPrec :: ReadPrec a
  readListPrec :: ReadPrec [a]
  readsPrec d s = readPrec_to_S readPrec d s
  readList = readListWith (readsPrec 0)
  readPrec = readS_to_Prec readsPrec
  readListPrec = readS_to_Prec (\_ -> readList)

newtype ReadPrec a = ReadPrec (Int -> ReadS a)

readPrec_to_S :: ReadPrec a -> Int -> ReadS a
readPrec_to_S (ReadPrec f) d s = f d s

readS_to_Prec :: (Int -> ReadS a) -> ReadPrec a
readS_to_Prec f = ReadPrec f

instance Functor ReadPrec where
  fmap f (ReadPrec p) = ReadPrec (\d s -> [ (f x, t) | (x, t) <- p d s ])

instance Applicative ReadPrec where
  pure x = ReadPrec (\_ s -> [(x, s)])
  ReadPrec pf <*> ReadPrec px =
    ReadPrec (\d s -> [ (f x, u) | (f, t) <- pf d s, (x, u) <- px d t ])
  liftA2 f p q = fmap f p <*> q
  ReadPrec p *> ReadPrec q = ReadPrec (\d s -> [ r | (_, t) <- p d s, r <- q d t ])
  ReadPrec p <* ReadPrec q = ReadPrec (\d s -> [ (x, u) | (x, t) <- p d s, (_, u) <- q d t ])

instance Monad ReadPrec where
  ReadPrec p >>= k = ReadPrec (\d s -> [ r | (x, t) <- p d s, r <- readPrec_to_S (k x) d t ])

instance MonadFail ReadPrec where
  fail _ = pfail

instance Alternative ReadPrec where
  empty = pfail
  p <|> q = p +++ q

instance MonadPlus ReadPrec

-- The parses of both.
(+++) :: ReadPrec a -> ReadPrec a -> ReadPrec a
ReadPrec p +++ ReadPrec q = ReadPrec (\d s -> p d s ++ q d s)

-- The parses of the first, or if it has none, of the second.
(<++) :: ReadPrec a -> ReadPrec a -> ReadPrec a
ReadPrec p <++ ReadPrec q = ReadPrec (\d s -> case p d s of
  [] -> q d s
  rs -> rs)

infixr 5 +++, <++

pfail :: ReadPrec a
pfail = ReadPrec (\_ _ -> [])

choice :: [ReadPrec a] -> ReadPrec a
choice ps = foldr (+++) pfail ps

-- p where the context's precedence is at most n (p runs at n).
prec :: Int -> ReadPrec a -> ReadPrec a
prec n (ReadPrec p) = ReadPrec (\d s -> if primLe d n then p n s else [])

step :: ReadPrec a -> ReadPrec a
step (ReadPrec p) = ReadPrec (\d s -> p (primIntAdd d 1) s)

reset :: ReadPrec a -> ReadPrec a
reset (ReadPrec p) = ReadPrec (\_ s -> p 0 s)

-- p, or p in any number of parentheses, inside which the precedence is 0.
parens :: ReadPrec a -> ReadPrec a
parens p = let optional = p +++ mandatory
               mandatory = readMandatoryParens optional
           in optional

readMandatoryParens :: ReadPrec a -> ReadPrec a
readMandatoryParens p = readExpect "(" *> reset p <* readExpect ")"

get :: ReadPrec Char
get = ReadPrec (\_ s -> case s of
  (c : t) -> [(c, t)]
  [] -> [])

look :: ReadPrec String
look = ReadPrec (\_ s -> [(s, s)])

-- The next lexeme, which must be `tok` (an identifier, symbol or
-- punctuation, GHC's expectP).
readExpect :: String -> ReadPrec ()
readExpect tok = ReadPrec (\_ s -> [ ((), t) | (x, t) <- lex s, x == tok ])

-- `name = value` of a record, and `(op) = value`.
readField :: String -> ReadPrec a -> ReadPrec a
readField name p = readExpect name *> readExpect "=" *> p

readSymField :: String -> ReadPrec a -> ReadPrec a
readSymField name p =
  readExpect "(" *> readExpect name *> readExpect ")" *> readExpect "=" *> p

-- GHC's list: [a,b,c] in optional parentheses, the elements at
-- precedence 0.
readPrecList :: ReadPrec a -> ReadPrec [a]
readPrecList p = parens (readExpect "[" *> (readListRestP p False +++ readListNextP p))

readListRestP :: ReadPrec a -> Bool -> ReadPrec [a]
readListRestP p started =
  (readExpect "]" *> pure []) +++ (if started then readExpect "," *> readListNextP p else pfail)

readListNextP :: ReadPrec a -> ReadPrec [a]
readListNextP p = liftA2 (:) (reset p) (readListRestP p True)

type Prec = Int

minPrec :: Prec
minPrec = 0

readListDefault :: Read a => ReadS [a]
readListDefault s = readPrec_to_S readListPrec 0 s

readListPrecDefault :: Read a => ReadPrec [a]
readListPrecDefault = readPrecList readPrec

reads :: Read a => ReadS a
reads s = readsPrec 0 s

read :: Read a => String -> a
read s = case readEither s of
  Right v -> v
  Left msg -> errorWithoutStackTrace msg

readMaybe :: Read a => String -> Maybe a
readMaybe s = case readEither s of
  Right v -> Just v
  Left _ -> Nothing

readEither :: Read a => String -> Either String a
readEither s = case [ x | (x, t) <- readsPrec 0 s, all isSpace t ] of
  [x] -> Right x
  [] -> Left "Prelude.read: no parse"
  _ -> Left "Prelude.read: ambiguous parse"

-- g, inside parentheses (b), or with or without them.
readParen :: Bool -> ReadS a -> ReadS a
readParen b g s = if b then readMandatoryParen g s else readOptionalParen g s

readOptionalParen :: ReadS a -> ReadS a
readOptionalParen g r = g r ++ readMandatoryParen g r

readMandatoryParen :: ReadS a -> ReadS a
readMandatoryParen g r =
  [ (x, u) | ("(", s) <- lex r, (x, t) <- readOptionalParen g s, (")", u) <- lex t ]


-- Read of tuples of 4 to 7 components, as GHC's: the components at
-- precedence 0 inside one pair of parentheses (and any number more).
readTupleComma :: ReadPrec ()
readTupleComma = readExpect ","

readTuple :: ReadPrec a -> ReadPrec a
readTuple p = parens (readMandatoryParens p)

instance (Read a, Read b, Read c, Read d) => Read (a, b, c, d) where
  readPrec = readTuple ((((fmap (,,,) readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec)

instance (Read a, Read b, Read c, Read d, Read e) => Read (a, b, c, d, e) where
  readPrec = readTuple (((((fmap (,,,,) readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec)

instance (Read a, Read b, Read c, Read d, Read e, Read f) => Read (a, b, c, d, e, f) where
  readPrec = readTuple ((((((fmap (,,,,,) readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec)

instance (Read a, Read b, Read c, Read d, Read e, Read f, Read g) => Read (a, b, c, d, e, f, g) where
  readPrec = readTuple (((((((fmap (,,,,,,) readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec <* readTupleComma) <*> readPrec)

-- The list syntax [a,b,c], in optional parentheses.
readListWith :: ReadS a -> ReadS [a]
readListWith readx s = readParen False (\r -> [ pr | ("[", t) <- lex r, pr <- readListItems readx t ]) s

readListItems :: ReadS a -> ReadS [a]
readListItems readx s =
  [ ([], t) | ("]", t) <- lex s ]
  ++ [ (x : xs, u) | (x, t) <- readx s, (xs, u) <- readListMore readx t ]

readListMore :: ReadS a -> ReadS [a]
readListMore readx s =
  [ ([], t) | ("]", t) <- lex s ]
  ++ [ (x : xs, v) | (",", t) <- lex s, (x, u) <- readx t, (xs, v) <- readListMore readx u ]

-- A number (a number lexeme, optionally preceded by "-"), in any
-- number of parentheses.  As in GHC, a negative number needs no
-- parentheses at any precedence.
readNumber :: Num a => (String -> [a]) -> ReadS a
readNumber convert s = case dropWhile isSpace s of
  ('(' : r) -> [ (n, u) | (n, t) <- readNumber convert r, (")", u) <- lex t ]
  r -> [ (n, t) | (tok, r1) <- lex r, (n, t) <- readSigned convert tok r1 ]

readSigned :: Num a => (String -> [a]) -> String -> ReadS a
readSigned convert tok s = case tok of
  "-" -> [ (negate n, t) | (tok', t) <- lex s, n <- convert tok' ]
  _ -> [ (n, s) | n <- convert tok ]

-- A decimal, hexadecimal (0x) or octal (0o) integer lexeme.
convertInteger :: String -> [Integer]
convertInteger tok = case tok of
  ('0' : x : ds@(_ : _))
    | primEq x 'x' || primEq x 'X' -> [digitsValue 16 ds]
    | primEq x 'o' || primEq x 'O' -> [digitsValue 8 ds]
  (_ : _) -> if all isDigit tok then readNumberText tok else []
  [] -> []

convertInt :: String -> [Int]
convertInt tok = map integerToInt (convertInteger tok)

-- Also a decimal with a fraction or an exponent, NaN and Infinity.
convertDouble :: String -> [Double]
convertDouble tok = case tok of
  "NaN" -> [primFDiv 0.0 0.0]
  "Infinity" -> [primFDiv 1.0 0.0]
  (c : _) | primIsDigit c ->
    if any (\d -> primEq d '.' || primEq d 'e' || primEq d 'E') tok && all isDecimalChar tok
      then readNumberText tok
      else map integerToDouble (convertInteger tok)
  _ -> []

-- As GHC reads a Float: the text's exact value rounded once to Float
-- (an integer lexeme too, through Rational, not through Double).
convertFloat :: String -> [Float]
convertFloat tok = case tok of
  "NaN" -> [primFDiv 0.0 0.0]
  "Infinity" -> [primFDiv 1.0 0.0]
  (c : _) | primIsDigit c ->
    if any (\d -> primEq d '.' || primEq d 'e' || primEq d 'E') tok && all isDecimalChar tok
      then readFloatText tok
      else [ rationalToFloat n 1 | n <- convertInteger tok ]
  _ -> []

readFloatText :: String -> [Float]
readFloatText tok = case forceString tok of
  () -> primReadFloat tok

isDecimalChar :: Char -> Bool
isDecimalChar c = primIsDigit c || primEq c '.' || primEq c 'e' || primEq c 'E'
                  || primEq c '-' || primEq c '+'

-- The primitive reads decimal Integers and Doubles (by the syntax of the
-- text, which the caller has checked).
readNumberText :: String -> [a]
readNumberText tok = case forceString tok of
  () -> primReadNumber tok

digitsValue :: Integer -> String -> Integer
digitsValue base ds =
  foldl (\acc c -> primAdd (primMul acc base) (intToInteger (digitToInt c))) (0 :: Integer) ds

readsCharToken :: ReadS Char
readsCharToken s = [ (c, t) | ('\'' : body, t) <- lex s, (c, "'") <- readLitChar body ]

readsStringToken :: ReadS String
readsStringToken s = [ (str, t) | ('"' : body, t) <- lex s, (str, "") <- readsStringBody body ]

-- Haskell's lexemes, as GHC's lex: the next lexeme and the rest, [("",
-- "")] at the end of the input, [] when no lexeme starts here.
lex :: ReadS String
lex s = case dropWhile isSpace s of
  [] -> [("", "")]
  r@(c : cs)
    | primEq c '\'' -> [ ('\'' : (ch ++ "'"), t) | (ch, '\'' : t) <- lexLitChar cs, notQuote ch ]
    | primEq c '"' -> [ ('"' : body, t) | (body, t) <- lexStringBody cs ]
    | isSingleChar c -> [([c], cs)]
    | isSymbolChar c -> [span isSymbolChar r]
    | primIsAlpha c || primEq c '_' -> [span isIdentChar r]
    | primIsDigit c -> [lexNumber r]
    | otherwise -> []

notQuote :: String -> Bool
notQuote "'" = False
notQuote _ = True

isSingleChar :: Char -> Bool
isSingleChar c = case c of
  ',' -> True
  ';' -> True
  '(' -> True
  ')' -> True
  '[' -> True
  ']' -> True
  '{' -> True
  '}' -> True
  '`' -> True
  _ -> False

isSymbolChar :: Char -> Bool
isSymbolChar c = case c of
  '!' -> True
  '@' -> True
  '#' -> True
  '$' -> True
  '%' -> True
  '&' -> True
  '*' -> True
  '+' -> True
  '.' -> True
  '/' -> True
  '<' -> True
  '=' -> True
  '>' -> True
  '?' -> True
  '\\' -> True
  '^' -> True
  '|' -> True
  ':' -> True
  '-' -> True
  '~' -> True
  _ -> primGt (primOrd c) 127 && (primIsSymbol c || primIsPunctuation c)

isIdentChar :: Char -> Bool
isIdentChar c = primIsAlphaNum c || primEq c '_' || primEq c '\''

-- digits [. digits] [e [+-] digits], or 0x hexdigits, or 0o octdigits.
lexNumber :: String -> (String, String)
lexNumber s = case s of
  ('0' : x : c : t)
    | (primEq x 'x' || primEq x 'X') && isHexDigit c ->
        case span isHexDigit t of (ds, u) -> ('0' : x : c : ds, u)
    | (primEq x 'o' || primEq x 'O') && isOctDigit c ->
        case span isOctDigit t of (ds, u) -> ('0' : x : c : ds, u)
  _ -> case span isDigit s of
    (intPart, r1) -> case lexFraction r1 of
      (fracPart, r2) -> case lexExponent r2 of
        (expPart, r3) -> (intPart ++ fracPart ++ expPart, r3)

lexFraction :: String -> (String, String)
lexFraction s = case s of
  ('.' : d : ds) | primIsDigit d -> case span isDigit ds of (more, r) -> ('.' : d : more, r)
  _ -> ([], s)

lexExponent :: String -> (String, String)
lexExponent s = case s of
  (e : rest) | primEq e 'e' || primEq e 'E' -> case rest of
    (sign : d : ds) | (primEq sign '-' || primEq sign '+') && primIsDigit d ->
      case span isDigit ds of (more, r) -> (e : sign : d : more, r)
    (d : ds) | primIsDigit d -> case span isDigit ds of (more, r) -> (e : d : more, r)
    _ -> ([], s)
  _ -> ([], s)

-- The text of one character of a literal (an escape is kept as it is
-- written).
lexLitChar :: ReadS String
lexLitChar s = case rawLitChar s of
  (raw, t) -> [ (raw, t) | (_, "") <- readLitChar raw ]

-- The text of one character of a literal, up to the closing quote (not
-- checked here): a character, or a backslash and what follows up to the
-- quote (an escaped quote included).  Linear in the literal, where taking
-- the difference of two lengths was linear in the rest of the input.
rawLitChar :: String -> (String, String)
rawLitChar s = case s of
  ('\\' : '\'' : r) -> ("\\'", r)
  ('\\' : r) -> case break (\c -> primEq c '\'') r of (esc, t) -> ('\\' : esc, t)
  (c : r) -> ([c], r)
  [] -> ([], [])

-- The text of a string literal's body up to and including the closing
-- quote.
lexStringBody :: String -> [(String, String)]
lexStringBody s = case rawStringBody s of
  Just (raw, t) -> [ (raw, t) | (_, "") <- readsStringBody raw ]
  Nothing -> []

-- The text of a string literal's body up to and including the closing
-- quote (escapes and gaps kept as written, not checked here).
rawStringBody :: String -> Maybe (String, String)
rawStringBody s = case s of
  ('"' : r) -> Just ("\"", r)
  ('\\' : c : r)
    | primIsSpace c -> case span isSpace r of
        (ws, '\\' : r') -> consRaw ('\\' : c : ws ++ "\\") (rawStringBody r')
        _ -> Nothing
    | otherwise -> consRaw ['\\', c] (rawStringBody r)
  (c : r) -> consRaw [c] (rawStringBody r)
  [] -> Nothing

consRaw :: String -> Maybe (String, String) -> Maybe (String, String)
consRaw pre m = case m of
  Just (raw, t) -> Just (pre ++ raw, t)
  Nothing -> Nothing

-- A string literal's characters up to the closing quote, and the text
-- after the quote.
readsStringBody :: String -> [(String, String)]
readsStringBody s = case s of
  ('"' : rest) -> [([], rest)]
  ('\\' : '&' : r) -> readsStringBody r
  ('\\' : c : r) | primIsSpace c ->
    case dropWhile isSpace r of
      ('\\' : r') -> readsStringBody r'
      _ -> []
  ('\\' : r) -> [ (c : cs, rest) | (c, r1) <- readEscape r, (cs, rest) <- readsStringBody r1 ]
  (c : r) -> [ (c : cs, rest) | (cs, rest) <- readsStringBody r ]
  [] -> []

readLitChar :: ReadS Char
readLitChar s = case s of
  ('\\' : r) -> readEscape r
  (c : r) -> [(c, r)]
  [] -> []

-- The text after a backslash.
readEscape :: String -> [(Char, String)]
readEscape s = case s of
  ('n' : r) -> [('\n', r)]
  ('t' : r) -> [('\t', r)]
  ('\\' : r) -> [('\\', r)]
  ('"' : r) -> [('"', r)]
  ('\'' : r) -> [('\'', r)]
  ('r' : r) -> [('\r', r)]
  ('a' : r) -> [('\a', r)]
  ('b' : r) -> [('\b', r)]
  ('f' : r) -> [('\f', r)]
  ('v' : r) -> [('\v', r)]
  ('x' : r) -> readEscapeNumber 16 isHexDigit r
  ('o' : r) -> readEscapeNumber 8 isOctDigit r
  ('^' : c : r) -> if primGe c '@' && primLe c '_' then [(primChr (primIntSub (primOrd c) 64), r)] else []
  (c : _) | primIsDigit c -> readEscapeNumber 10 isDigit s
  _ -> readAsciiEscape s

readEscapeNumber :: Integer -> (Char -> Bool) -> String -> [(Char, String)]
readEscapeNumber base ok s = case span ok s of
  (ds, rest) ->
    let n = digitsValue base ds
    in if null ds || primGt n (1114111 :: Integer) then [] else [(primChr (integerToInt n), rest)]

-- \NUL .. \US, \SP, \DEL; the longest name wins (\SOH before \SO).
readAsciiEscape :: String -> [(Char, String)]
readAsciiEscape s =
  case [ (primChr i, drop (length name) s) | (i, name) <- zip (eftInt 0 32) asciiNames, isPrefixOf name s ] of
    [] -> if isPrefixOf "DEL" s then [('\DEL', drop 3 s)] else []
    [m] -> [m]
    ms -> [last (sortOn (\m -> negateInt (length (snd m))) ms)]

-- ===================================================================
-- Ix (Data.Ix): GHC.Ix's class, defaults, instances and messages
-- ===================================================================

-- unsafeIndex and unsafeRangeSize are methods, as in GHC, so that an
-- instance may define index or unsafeIndex; Data.Ix exports neither.
class Ord a => Ix a where
  range :: (a, a) -> [a]
  index :: (a, a) -> a -> Int
  unsafeIndex :: (a, a) -> a -> Int
  inRange :: (a, a) -> a -> Bool
  rangeSize :: (a, a) -> Int
  unsafeRangeSize :: (a, a) -> Int
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = hopelessIndexError
  unsafeIndex b i = index b i
  rangeSize b@(_, h)
    | inRange b h = unsafeIndex b h + 1
    | otherwise = 0
  unsafeRangeSize b@(_, h) = unsafeIndex b h + 1

-- The index of a type without a message of its own (the tuples).
hopelessIndexError :: Int
hopelessIndexError = errorWithoutStackTrace "Error in array index"

-- "Ix{Int}.index: Index (10) out of range ((1,5))"
ixIndexError :: Show a => (a, a) -> a -> String -> b
ixIndexError rng i tp =
  errorWithoutStackTrace (showString "Ix{" (showString tp (showString "}.index: Index "
    (showParen True (showsPrec 0 i) (showString " out of range "
      (showParen True (showsPrec 0 rng) ""))))))

instance Ix Int where
  range (m, n) = [m .. n]
  unsafeIndex (m, _) i = i - m
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = ixIndexError b i "Int"
  inRange (m, n) i = m <= i && i <= n

instance Ix Integer where
  range (m, n) = [m .. n]
  unsafeIndex (m, _) i = fromInteger (i - m)
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = ixIndexError b i "Integer"
  inRange (m, n) i = m <= i && i <= n

instance Ix Char where
  range (m, n) = [m .. n]
  unsafeIndex (m, _) i = fromEnum i - fromEnum m
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = ixIndexError b i "Char"
  inRange (m, n) i = m <= i && i <= n

-- Bool and Ordering: GHC derives these (by constructor tags).
instance Ix Bool where
  range (a, b) = [a .. b]
  unsafeIndex (a, _) c = fromEnum c - fromEnum a
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = ixIndexError b i "Bool"
  inRange (a, b) c = fromEnum c >= fromEnum a && fromEnum c <= fromEnum b

instance Ix Ordering where
  range (a, b) = [a .. b]
  unsafeIndex (a, _) c = fromEnum c - fromEnum a
  index b i
    | inRange b i = unsafeIndex b i
    | otherwise = ixIndexError b i "Ordering"
  inRange (a, b) c = fromEnum c >= fromEnum a && fromEnum c <= fromEnum b

instance Ix () where
  range ((), ()) = [()]
  unsafeIndex ((), ()) () = 0
  inRange ((), ()) () = True
  index b i = unsafeIndex b i

-- Tuples (GHC has them up to 5 components; lazyrts up to 3), in
-- row-major order; their index is the class default.
instance (Ix a, Ix b) => Ix (a, b) where
  range ((l1, l2), (u1, u2)) =
    [(i1, i2) | i1 <- range (l1, u1), i2 <- range (l2, u2)]
  unsafeIndex ((l1, l2), (u1, u2)) (i1, i2) =
    unsafeIndex (l1, u1) i1 * unsafeRangeSize (l2, u2) + unsafeIndex (l2, u2) i2
  inRange ((l1, l2), (u1, u2)) (i1, i2) =
    inRange (l1, u1) i1 && inRange (l2, u2) i2

instance (Ix a, Ix b, Ix c) => Ix (a, b, c) where
  range ((l1, l2, l3), (u1, u2, u3)) =
    [(i1, i2, i3) | i1 <- range (l1, u1), i2 <- range (l2, u2), i3 <- range (l3, u3)]
  unsafeIndex ((l1, l2, l3), (u1, u2, u3)) (i1, i2, i3) =
    unsafeIndex (l3, u3) i3 + unsafeRangeSize (l3, u3) *
      (unsafeIndex (l2, u2) i2 + unsafeRangeSize (l2, u2) * unsafeIndex (l1, u1) i1)
  inRange ((l1, l2, l3), (u1, u2, u3)) (i1, i2, i3) =
    inRange (l1, u1) i1 && inRange (l2, u2) i2 && inRange (l3, u3) i3

-- ===================================================================
-- Support for derived instances (compiler/derive.c, Note [Library names])
-- ===================================================================

-- The 0-based index of the constructor of an evaluated value.
dataToTag :: a -> Int
dataToTag x = primConTag x

-- The constructor with index i of the enumeration type of `c`.
tagToCon :: a -> Int -> a
tagToCon c i = case primConSibling c i of
  [x] -> x
  _ -> errorWithoutStackTrace "tagToCon: tag out of range"

coerceRel :: (r -> n) -> (r -> r -> b) -> n -> n -> b
coerceRel _ f = primUnsafeCoerce f

coerceOp :: (r -> n) -> (r -> r -> r) -> n -> n -> n
coerceOp _ f = primUnsafeCoerce f

-- ===================================================================
-- Word (64-bit unsigned, wrapping; a W#: Note [Word representation] in
-- includes/closure.h).  At the end of the module, so that the line
-- numbers of the closures above (-hd bands) stay where they were.
-- ===================================================================

eqWord :: Word -> Word -> Bool
eqWord a b = primEq a b

neWord :: Word -> Word -> Bool
neWord a b = primNe a b

ltWord :: Word -> Word -> Bool
ltWord a b = primWordLt a b

leWord :: Word -> Word -> Bool
leWord a b = primWordLe a b

gtWord :: Word -> Word -> Bool
gtWord a b = primWordGt a b

geWord :: Word -> Word -> Bool
geWord a b = primWordGe a b

-- primCompare orders Words unsigned (compare_atoms in rts/prim_walk.c).
compareWord :: Word -> Word -> Ordering
compareWord a b = primCompare a b

plusWord :: Word -> Word -> Word
plusWord a b = primWordAdd a b

minusWord :: Word -> Word -> Word
minusWord a b = primWordSub a b

timesWord :: Word -> Word -> Word
timesWord a b = primWordMul a b

negateWord :: Word -> Word
negateWord a = primWordNegate a

quotWord :: Word -> Word -> Word
quotWord a b = primWordQuot a b

remWord :: Word -> Word -> Word
remWord a b = primWordRem a b

quotRemWord :: Word -> Word -> (Word, Word)
quotRemWord a b = primWordQuotRem a b

integerToWord :: Integer -> Word
integerToWord n = primIntegerToWord n

wordToInteger :: Word -> Integer
wordToInteger w = primWordToInteger w

maxWord :: Word
maxWord = 18446744073709551615

-- maxBound :: Int as a Word
maxIntWord :: Word
maxIntWord = 9223372036854775807

instance Eq Word where
  (==) = eqWord
  (/=) = neWord
  eqStructural _ = True

instance Ord Word where
  compare = compareWord
  (<) = ltWord
  (<=) = leWord
  (>) = gtWord
  (>=) = geWord

instance Num Word where
  (+) = plusWord
  (-) = minusWord
  (*) = timesWord
  negate = negateWord
  abs x = x
  signum x = if primEq x (0 :: Word) then 0 else 1
  fromInteger = integerToWord

instance Real Word where
  toRational w = wordToInteger w :% 1

instance Integral Word where
  quot = quotWord
  rem = remWord
  div = quotWord
  mod = remWord
  quotRem = quotRemWord
  divMod = quotRemWord
  toInteger = wordToInteger

instance Bounded Word where
  minBound = 0
  maxBound = maxWord

instance Enum Word where
  succ x = if primEq x maxWord
             then errorWithoutStackTrace "Enum.succ{Word}: tried to take `succ' of maxBound"
             else primWordAdd x 1
  pred x = if primEq x (0 :: Word)
             then errorWithoutStackTrace "Enum.pred{Word}: tried to take `pred' of minBound"
             else primWordSub x 1
  toEnum i = if primGe i 0 then primIntToWord i
             else errorWithoutStackTrace (showString "Enum.toEnum{Word}: tag ("
                    (shows i ") is outside of bounds (0,18446744073709551615)"))
  fromEnum x = if primWordLe x maxIntWord then primWordToInt x
               else errorWithoutStackTrace (showString "Enum.fromEnum{Word}: value ("
                      (shows x ") is outside of Int's bounds \
                      \(-9223372036854775808,9223372036854775807)"))
  enumFrom x = eftWord x maxWord
  enumFromThen x y = efdtWord x y (if primWordGe y x then maxWord else 0)
  enumFromTo x y = eftWord x y
  enumFromThenTo x y z = efdtWord x y z

instance Show Word where
  showsPrec _ n s = primShowNum n ++ s

-- As GHC's: read as an Integer, then fromInteger (so "-1" reads as maxBound).
instance Read Word where
  readsPrec d s = [ (integerToWord n, r) | (n, r) <- readsPrec d s ]

-- [x .. y] without overflow at maxBound.
eftWord :: Word -> Word -> [Word]
eftWord x y = if primWordGt x y then [] else eftWordFrom x y

eftWordFrom :: Word -> Word -> [Word]
eftWordFrom x y = x : (if primEq x y then [] else eftWordFrom (primWordAdd x 1) y)

-- [x1, x2 .. y] without overflow, as efdtInt: the last element is produced
-- before a step could pass the limit.
efdtWord :: Word -> Word -> Word -> [Word]
efdtWord x1 x2 y
  | primWordGe x2 x1 = if primWordLt y x2 then (if primWordLt y x1 then [] else [x1])
                       else let delta = primWordSub x2 x1
                            in x1 : efdtWordUp x2 delta (primWordSub y delta)
  | otherwise = if primWordGt y x2 then (if primWordGt y x1 then [] else [x1])
                else let delta = primWordSub x1 x2
                     in x1 : efdtWordDown x2 delta (primWordAdd y delta)

efdtWordUp :: Word -> Word -> Word -> [Word]
efdtWordUp x delta y' =
  if primWordGt x y' then [x] else x : efdtWordUp (primWordAdd x delta) delta y'

efdtWordDown :: Word -> Word -> Word -> [Word]
efdtWordDown x delta y' =
  if primWordLt x y' then [x] else x : efdtWordDown (primWordSub x delta) delta y'

-- Bits: a shift by 64 or more gives 0; a negative shift count is an
-- overflow error, as in GHC.
instance Bits Word where
  x .&. y = primAnd x y
  x .|. y = primOr x y
  xor x y = primXor x y
  complement x = primComplement x
  shift x i = if primGe i 0 then primShiftL x i else primShiftR x (primIntNegate i)
  shiftL x i = if primGe i 0 then primShiftL x i else overflowError
  unsafeShiftL x i = primShiftL x i
  shiftR x i = if primGe i 0 then primShiftR x i else overflowError
  unsafeShiftR x i = primShiftR x i
  rotate x i = rotateWord x (primAnd i 63)
  zeroBits = 0
  bit i = shiftL 1 i
  testBit x i = primNe (primAnd x (shiftL 1 i)) (0 :: Word)
  bitSizeMaybe _ = Just 64
  bitSize _ = 64
  isSigned _ = False
  popCount x = primPopCount x

instance FiniteBits Word where
  finiteBitSize _ = 64
  countLeadingZeros x = primIntSub 63 (highestBitInt (primWordToInt x))
  countTrailingZeros x =
    if primEq x (0 :: Word) then 64 else trailingZerosInt (primWordToInt x) 0

rotateWord :: Word -> Int -> Word
rotateWord x r =
  if primEq r 0 then x else primOr (primShiftL x r) (primShiftR x (primIntSub 64 r))

instance Ix Word where
  range (m, n) = [m .. n]
  unsafeIndex (m, _) i = primWordToInt (primWordSub i m)
  inRange (m, n) i = primWordLe m i && primWordLe i n

-- Note [String comparison falls back for good]
-- primEqString and primCompareString compare the evaluated prefix of two
-- Strings in C and hand the first pair of cells that is not evaluated to
-- eqStringFrom/compareStringFrom.  Those once took one step and called the
-- primitive again, which, for a String made lazily (by ++, map, show's
-- pieces: every tail a thunk), cost per character a primitive call that
-- stopped at once, its fallback's generic call, and a case frame (the
-- primitive's result was returned through one frame a character).  Now the
-- fallback walks the rest itself, evaluating the cells in the same order
-- (first String's head, second's, first's tail, second's) as before.
-- A String that is evaluated again after an unevaluated stretch is then
-- compared in bytecode, not in C: rarer, and a comparison that evaluates
-- cells leaves them evaluated for the next, which walks them in C.

-- Note [words walks with isSpace]
-- words is dropWhile isSpace and break isSpace written out for isSpace, as
-- lines is with breakLine: the same cells and characters evaluated in the
-- same order, without the call of a predicate closure per character (and
-- break's closure `\x -> not (isSpace x)` per word); a tail thunk holds
-- the rest of the String only, not the predicate too.
dropSpace :: String -> String
dropSpace [] = []
dropSpace s@(c : cs) = if primIsSpace c then dropSpace cs else s

breakSpace :: String -> (String, String)
breakSpace [] = ([], [])
breakSpace s@(c : cs) =
  if primIsSpace c then ([], s)
  else let r = breakSpace cs in (c : fst r, snd r)

-- Note [Finding in C]
-- `elem` and `lookup` were the hottest loops of several bench programs
-- (cryptarith spent 93% of its time in elem over a list of pairs of Ints,
-- whilelang 30% in lookup with String keys), and in the profiling way
-- every comparison went through the dictionary.  When the type's (==) is
-- the structural equality that the runtime computes on evaluated values
-- (equal_walk in rts/prim_walk.c: constructors by tag, then the fields
-- left to right, numbers and characters by value), the walk over the evaluated
-- part of the list is done in C by primFindElem and primFindKey, which
-- answer the suffix of the list that starts at the element found, or [].
-- Where the walk meets something not evaluated (a tail, an element, a
-- part of one, or of the value looked for), it hands the list from that
-- cell to findElemFrom/findKeyFrom (their fallbacks in primops.def),
-- which take one step here, evaluating what (==) evaluates, in the same
-- order, and then give the rest back to the primitive.  So nothing is
-- evaluated that the Haskell walk would not have evaluated, and in the
-- same order.
--
-- Which types qualify is the hidden Eq method eqStructural, whose
-- argument only stands for the type and is never evaluated: True for the
-- library's atoms and enumerations whose (==) compares values or tags,
-- and for lists, tuples, Maybe and Either when their components qualify;
-- False by default, so every user-written instance and every derived one
-- keeps its own (==).  (Double and Float are left out: their (==) is not
-- an equivalence.)
typeProxy :: a
typeProxy = errorWithoutStackTrace "Base.typeProxy: evaluated"

maybeStructural :: Eq a => Maybe a -> a -> Bool
maybeStructural _ a = eqStructural a

eitherStructural :: (Eq a, Eq b) => Either a b -> a -> b -> Bool
eitherStructural _ a b = eqStructural a && eqStructural b

pairStructural :: (Eq a, Eq b) => (a, b) -> a -> b -> Bool
pairStructural _ a b = eqStructural a && eqStructural b

tripleStructural :: (Eq a, Eq b, Eq c) => (a, b, c) -> a -> b -> c -> Bool
tripleStructural _ a b c = eqStructural a && eqStructural b && eqStructural c

listStructural :: Eq a => [a] -> a -> Bool
listStructural _ a = eqStructural a

-- The fallbacks of primFindElem and primFindKey: one step, then the
-- primitive again (Note [Finding in C]).
findElemFrom :: (a -> a -> Bool) -> a -> [a] -> [a]
findElemFrom _ _ [] = []
findElemFrom eq x l@(y : ys) = if eq x y then l else primFindElem eq x ys

findKeyFrom :: (a -> a -> Bool) -> a -> [(a, b)] -> [(a, b)]
findKeyFrom _ _ [] = []
findKeyFrom eq key l@((k, _) : rest) = if eq key k then l else primFindKey eq key rest

-- Note [(!!) is a primitive]
-- (!!) is primListIndex itself, so that the user's `xs !! n` is the
-- primitive in place, as GHC -O0's call of base's compiled (!!) costs a
-- call and a loop (bench/anagrams spent a third of its profiled time in
-- (!!)'s own code, around the walk).  GHC evaluates n first and raises
-- "negative index" without looking at xs: the primitive's only strict
-- argument is n, and its fallback, indexFrom, takes a negative n or an xs
-- that is not yet a value (or one of its tails, from the C walk: Note
-- [List walks in C] in rts/prim_walk.c).
indexFrom :: [a] -> Int -> a
indexFrom xs n = if primLt n 0 then errorWithoutStackTrace "Prelude.!!: negative index"
                 else indexLoop xs n

-- Note [Sorting in C]
-- sort at a type whose order is structural (its Eq's eqStructural: Note
-- [Finding in C]; the Ord of those types is the structural order) is
-- primSort, which sorts in C a list whose spine and elements are all
-- evaluated already (rts/prim_walk.c) and otherwise tail-calls its
-- fallback, sortBy compare itself: nothing is evaluated that sortBy
-- would not evaluate, and the result is the same, as both sorts are
-- stable and elements that compare EQ are structurally equal.
sortStructural :: Ord a => a -> [a] -> [a]
sortStructural p xs = if eqStructural p then primSort compare xs else sortBy compare xs
