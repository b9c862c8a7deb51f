-- Base: the whole standard library of lazyrts, in the language itself.
--
-- Every other library module (Prelude, Data.List, System.IO, ...) only
-- re-exports names defined here.  Base imports nothing but Prim, the
-- pseudo-module of primitive operations (includes/primops.def).
--
-- Note [Untyped library]
-- Until the type checker exists, programs run untyped: there are no
-- classes, so every overloaded function (show, ==, compare, +, fromEnum,
-- fmap, >>=, ...) is one function that looks at the runtime shape of its
-- argument (primTypeOf: Int, Integer, Double, Char, constructor,
-- function).  Type signatures are documentation only (parsed, ignored);
-- they give the type the function has in GHC.  What cannot work without
-- types (return/pure outside IO, read of constructors, minBound, show of
-- an empty String, ...) is listed in docs/library.md.
--
-- Note [Library contract]
-- includes/primops.h lists the names the desugarer and the runtime use:
-- enumFrom.., >>=, >>, failIO, negate, errorCalledAt, undefinedCalledAt,
-- patError, recConError, recSelError, recUpdError, runMainIO,
-- divZeroError, nonTermination, the comparison fallbacks genericEq ..
-- genericCompare, Bool and Ordering.  Do not rename them.
--
-- Note [IO representation]
-- An IO action is a function from the World token to `IORes a`.  IO
-- primitives do their effect when they are evaluated, so an action
-- sequences them with `case` (or primSeq) before building its IORes.
-- Never write a primitive effect where it could be shared between two
-- runs of an action: it must sit under the World parameter.
--
-- Note [Hot paths]
-- A function whose body is exactly a saturated primitive applied to its
-- parameters is inlined by the code generator, so the arithmetic and
-- comparison operators are written that way.  Loops test with the
-- primitives directly rather than through the generic wrappers.

module Base where

import Prim

infixr 9 .
infixr 8 ^, ^^, **
infixl 7 *, /, `quot`, `rem`, `div`, `mod`
infixl 6 +, -
infixr 6 <>
infixr 5 ++
infix 4 ==, /=, <, <=, >=, >, `elem`, `notElem`
infixl 4 <$>, <$, $>, <*>, *>, <*, <$!>
infixr 3 &&
infixr 2 ||
infixl 1 >>, >>=, &, <&>
infixr 1 =<<, >=>, <=<
infixr 0 $, $!, `seq`
infixl 9 !!
infix 5 \\
infixl 0 `on`
infixl 8 `shiftL`, `shiftR`, `shift`
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

-- A handle: the primitive handle number and the name used in messages
-- ("<stdin>", or the file path).
data Handle = Handle Int String
data IOMode = ReadMode | WriteMode | AppendMode | ReadWriteMode
data BufferMode = NoBuffering | LineBuffering | BlockBuffering (Maybe Int)
data ExitCode = ExitSuccess | ExitFailure Int

-- Exceptions.  Any value can be raised; these are the ones the library
-- raises.  Their `show` is GHC's (see showsSpecial).
data ErrorCall = ErrorCall String | ErrorCallWithLocation String String
data ArithException = Overflow | Underflow | LossOfPrecision | DivideByZero
                    | Denormal | RatioZeroDenominator
data PatternMatchFail = PatternMatchFail String
data RecConError = RecConError String
data RecSelError = RecSelError String
data NonTermination = NonTermination
data IOErrorType = AlreadyExists | NoSuchThing | ResourceBusy
                 | ResourceExhausted | EOF | IllegalOperation
                 | PermissionDenied | UserError | UnsupportedOperation
                 | OtherError | InappropriateType | InvalidArgument
-- kind, location ("openFile"), description, file name
data IOException = IOError IOErrorType String String (Maybe String)

-- Data.Ord.Down: a data type (not a newtype) so that it survives
-- untyped evaluation; genericCompare reverses its order.
data Down a = Down a

type String = [Char]
type FilePath = String
type ShowS = String -> String
type ReadS a = String -> [(a, String)]
type IOError = IOException
-- Untyped, a handler receives the raised value itself: SomeException is
-- only a name for type annotations (its constructor is not provided, so
-- a pattern `SomeException e` is rejected rather than mis-run).
type SomeException = ErrorCall

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

-- Identity at run time; documents a place where untyped code uses a
-- value at a type GHC could not check.
anyCast :: a -> b
anyCast x = x

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

-- ===================================================================
-- Errors and exceptions
-- ===================================================================

error :: String -> a
error s = primRaise (ErrorCall s)

errorWithoutStackTrace :: String -> a
errorWithoutStackTrace s = primRaise (ErrorCall s)

-- `error msg` in user code; loc is "file.hs:4:15 in main:Main".
errorCalledAt :: String -> String -> a
errorCalledAt loc s =
  primRaise (ErrorCallWithLocation s ("CallStack (from HasCallStack):\n  error, called at " ++ loc
                                      ++ primProfCallStack ()))

undefined :: a
undefined = primRaise (ErrorCallWithLocation "Prelude.undefined" undefinedStack)

undefinedStack :: String
undefinedStack = "CallStack (from HasCallStack):\n  error, called at libraries/base/GHC/Err.hs:75:14 in base:GHC.Err"

-- `undefined` in user code.
undefinedCalledAt :: String -> a
undefinedCalledAt loc =
  primRaise (ErrorCallWithLocation "Prelude.undefined"
               (undefinedStack ++ "\n  undefined, called at " ++ loc ++ primProfCallStack ()))

-- Pattern-match failure; msg is the full text without the newline that
-- GHC's message ends with.
patError :: String -> a
patError msg = primRaise (PatternMatchFail (msg ++ "\n"))

recConError :: String -> a
recConError msg = primRaise (RecConError (msg ++ "\n"))

-- msg: "No match in record selector fld"
recSelError :: String -> a
recSelError msg = primRaise (RecSelError msg)

-- GHC 9.0 reports a failed record update as a pattern-match failure.
recUpdError :: String -> a
recUpdError msg = patError msg

divZeroError :: a
divZeroError = primRaise DivideByZero

nonTermination :: a
nonTermination = primRaise NonTermination

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

throw :: e -> a
throw e = primRaise e

throwIO :: e -> IO a
throwIO e w = primRaise e

ioError :: IOError -> IO a
ioError e w = primRaise e

ioException :: IOException -> IO a
ioException e w = primRaise e

userError :: String -> IOError
userError s = IOError UserError "" s Nothing

failIO :: String -> IO a
failIO s w = primRaise (userError s)

fail :: String -> IO a
fail s w = primRaise (userError s)

catch :: IO a -> (e -> IO a) -> IO a
catch io handler w = primCatch io handler w

handle :: (e -> IO a) -> IO a -> IO a
handle handler io w = primCatch io handler w

catchIOError :: IO a -> (IOError -> IO a) -> IO a
catchIOError io handler w = primCatch io handler w

try :: IO a -> IO (Either e a)
try io w = primCatch (tryBody io) tryHandler w

tryBody :: IO a -> IO (Either e a)
tryBody io w = case io w of IORes a -> IORes (Right a)

tryHandler :: e -> IO (Either e a)
tryHandler e w = IORes (Left e)

evaluate :: a -> IO a
evaluate x w = primSeq x (IORes x)

bracket :: IO a -> (a -> IO b) -> (a -> IO c) -> IO c
bracket before after thing w =
  case before w of
    IORes a -> case primCatch (thing a) (rethrowAfter (after a)) w of
      IORes r -> case after a w of
        IORes _ -> IORes r

bracket_ :: IO a -> IO b -> IO c -> IO c
bracket_ before after thing = bracket before (const after) (const thing)

finally :: IO a -> IO b -> IO a
finally io after w =
  case primCatch io (rethrowAfter after) w of
    IORes r -> case after w of
      IORes _ -> IORes r

onException :: IO a -> IO b -> IO a
onException io what w = primCatch io (rethrowAfter what) w

rethrowAfter :: IO b -> e -> IO a
rethrowAfter act e w = case act w of IORes _ -> primRaise e

toException :: e -> SomeException
toException e = anyCast e

fromException :: SomeException -> Maybe e
fromException e = Just (anyCast e)

displayException :: e -> String
displayException e = show e

-- GHC's text for the library's exception values; Nothing for any other
-- value.  Also used for `show` of those values (showsNamedCon).
exceptionText :: String -> e -> Maybe String
exceptionText name e = case name of
  "ErrorCall" -> Just (primConField e 0)
  "ErrorCallWithLocation" -> Just (errorCallText (primConField e 0) (primConField e 1))
  "PatternMatchFail" -> Just (primConField e 0)
  "RecConError" -> Just (primConField e 0)
  "RecSelError" -> Just (primConField e 0)
  "NonTermination" -> Just "<<loop>>"
  "DivideByZero" -> Just "divide by zero"
  "Overflow" -> Just "arithmetic overflow"
  "Underflow" -> Just "arithmetic underflow"
  "LossOfPrecision" -> Just "loss of precision"
  "Denormal" -> Just "denormal"
  "RatioZeroDenominator" -> Just "Ratio has zero denominator"
  "IOError" -> Just (ioErrorText (anyCast e))
  "Handle" -> Just ("{handle: " ++ primConField e 1 ++ "}")
  _ -> Nothing

-- Only names starting with one of these letters can be special.
maybeSpecialName :: Char -> Bool
maybeSpecialName c = case c of
  'E' -> True
  'P' -> True
  'R' -> True
  'N' -> True
  'D' -> True
  'O' -> True
  'U' -> True
  'L' -> True
  'I' -> True
  'H' -> True
  _ -> False

errorCallText :: String -> String -> String
errorCallText msg loc = case loc of
  [] -> msg
  _ -> msg ++ ('\n' : loc)

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

-- The IOErrorType GHC gives an errno (Linux numbering).
errnoType :: Int -> IOErrorType
errnoType n = case n of
  1 -> PermissionDenied
  2 -> NoSuchThing
  13 -> PermissionDenied
  16 -> ResourceBusy
  17 -> AlreadyExists
  20 -> InappropriateType
  21 -> InappropriateType
  22 -> InvalidArgument
  23 -> ResourceExhausted
  24 -> ResourceExhausted
  26 -> ResourceBusy
  28 -> ResourceExhausted
  30 -> PermissionDenied
  36 -> InvalidArgument
  40 -> InvalidArgument
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
runMainIO main w = primCatch (runMainBody main) topHandler w

runMainBody :: IO a -> IO ()
runMainBody main w = case main w of
  IORes _ -> case primHFlush 1 of
    () -> IORes ()

-- An uncaught exception: flush stdout, then report as GHC does
-- ("prog: message" on stderr, status 1), or exit for an ExitCode.
topHandler :: e -> IO ()
topHandler e w = case primHFlush 1 of
  () -> case primTypeOf e of
    4 -> case primConName e of
      "ExitSuccess" -> primExit 0
      "ExitFailure" -> primExit (primConField e 0)
      name -> reportException (showsPrec 0 e "")
    _ -> reportException "uncaught exception"

reportException :: String -> IORes a
reportException msg =
  case hPutStr stderr (primGetProgName () ++ ": " ++ msg ++ "\n") World of
    IORes _ -> primExit 1

-- ===================================================================
-- Generic equality and ordering (the fallbacks of the comparison
-- primitives: both arguments are evaluated, and at least one is not a
-- number or a Char)
-- ===================================================================

(==) :: Eq a => a -> a -> Bool
x == y = primEq x y

(/=) :: Eq a => a -> a -> Bool
x /= y = primNe x y

(<) :: Ord a => a -> a -> Bool
x < y = primLt x y

(<=) :: Ord a => a -> a -> Bool
x <= y = primLe x y

(>) :: Ord a => a -> a -> Bool
x > y = primGt x y

(>=) :: Ord a => a -> a -> Bool
x >= y = primGe x y

compare :: Ord a => a -> a -> Ordering
compare x y = primCompare x y

max :: Ord a => a -> a -> a
max x y = if primLe x y then y else x

min :: Ord a => a -> a -> a
min x y = if primLe x y then x else y

comparing :: Ord b => (a -> b) -> a -> a -> Ordering
comparing f x y = primCompare (f x) (f y)

getDown :: Down a -> a
getDown (Down a) = a

genericEq :: a -> a -> Bool
genericEq x y = case primTypeOf x of
  4 -> if primEq (primConTag x) (primConTag y)
         then eqFields x y 0 (primConArity x)
         else False
  5 -> noInstance "compare functions"
  _ -> False

eqFields :: a -> a -> Int -> Int -> Bool
eqFields x y i n
  | primGe i n = True
  | primEq i (primSub n 1) = primEq (primConField x i) (primConField y i)
  | primEq (primConField x i) (primConField y i) = eqFields x y (primAdd i 1) n
  | otherwise = False

genericNe :: a -> a -> Bool
genericNe x y = not (genericEq x y)

genericCompare :: a -> a -> Ordering
genericCompare x y = case primTypeOf x of
  4 -> let tx = primConTag x
           ty = primConTag y
       in if primLt tx ty then LT
          else if primGt tx ty then GT
          else compareCon x y (primConArity x)
  5 -> noInstance "compare functions"
  _ -> EQ

-- Down is the only single-constructor one-field type whose order is
-- not the derived one.
compareCon :: a -> a -> Int -> Ordering
compareCon x y n =
  if primEq n 1
    then (if primEq (primConFamilySize x) 1
            then (if isDownName (primConName x)
                    then primCompare (primConField y 0) (primConField x 0)
                    else compareFields x y 0 n)
            else compareFields x y 0 n)
    else compareFields x y 0 n

isDownName :: String -> Bool
isDownName name = case name of
  "Down" -> True
  _ -> False

compareFields :: a -> a -> Int -> Int -> Ordering
compareFields x y i n
  | primGe i n = EQ
  | primEq i (primSub n 1) = primCompare (primConField x i) (primConField y i)
  | otherwise = case primCompare (primConField x i) (primConField y i) of
      EQ -> compareFields x y (primAdd i 1) n
      r -> r

genericLt :: a -> a -> Bool
genericLt x y = case genericCompare x y of
  LT -> True
  _ -> False

genericLe :: a -> a -> Bool
genericLe x y = case genericCompare x y of
  GT -> False
  _ -> True

genericGt :: a -> a -> Bool
genericGt x y = case genericCompare x y of
  GT -> True
  _ -> False

genericGe :: a -> a -> Bool
genericGe x y = case genericCompare x y of
  LT -> False
  _ -> True

noInstance :: String -> a
noInstance what = errorWithoutStackTrace ("lazyrts: cannot " ++ what ++ " (no instance without types)")

-- ===================================================================
-- Numbers (Int, Integer and Double are one dynamic number type; see
-- the comment at the top of includes/primops.def)
-- ===================================================================

(+) :: Num a => a -> a -> a
x + y = primAdd x y

(-) :: Num a => a -> a -> a
x - y = primSub x y

(*) :: Num a => a -> a -> a
x * y = primMul x y

negate :: Num a => a -> a
negate x = primNegate x

abs :: Num a => a -> a
abs x = primAbs x

signum :: Num a => a -> a
signum x = primSignum x

fromInteger :: Num a => Integer -> a
fromInteger x = x

toInteger :: Integral a => a -> Integer
toInteger x = x

fromIntegral :: (Integral a, Num b) => a -> b
fromIntegral x = x

realToFrac :: (Real a, Fractional b) => a -> b
realToFrac x = primToDouble x

quot :: Integral a => a -> a -> a
quot x y = primQuot x y

rem :: Integral a => a -> a -> a
rem x y = primRem x y

div :: Integral a => a -> a -> a
div x y = primDiv x y

mod :: Integral a => a -> a -> a
mod x y = primMod x y

quotRem :: Integral a => a -> a -> (a, a)
quotRem x y = primQuotRem x y

divMod :: Integral a => a -> a -> (a, a)
divMod x y = primDivMod x y

(/) :: Fractional a => a -> a -> a
x / y = primFDiv x y

recip :: Fractional a => a -> a
recip x = primFDiv 1 x

subtract :: Num a => a -> a -> a
subtract x y = primSub y x

even :: Integral a => a -> Bool
even n = primEq (primRem n 2) 0

odd :: Integral a => a -> Bool
odd n = primNe (primRem n 2) 0

gcd :: Integral a => a -> a -> a
gcd x y = gcdLoop (primAbs x) (primAbs y)

gcdLoop :: Integral a => a -> a -> a
gcdLoop a 0 = a
gcdLoop a b = gcdLoop b (primRem a b)

lcm :: Integral a => a -> a -> a
lcm _ 0 = 0
lcm 0 _ = 0
lcm x y = primAbs (primMul (primQuot x (gcd x y)) y)

-- Repeated squaring, multiplying in the same order as GHC's (^) so that
-- Double results agree to the last bit.
(^) :: (Num a, Integral b) => a -> b -> a
x ^ n
  | primLt n 0 = errorWithoutStackTrace "Negative exponent"
  | primEq n 0 = if primEq (primTypeOf x) 2 then 1.0 else 1
  | otherwise = powLoop x n

powLoop :: (Num a, Integral b) => a -> b -> a
powLoop x n
  | even n = powLoop (primMul x x) (primQuot n 2)
  | primEq n 1 = x
  | otherwise = powAcc (primMul x x) (primQuot n 2) x

powAcc :: (Num a, Integral b) => a -> b -> a -> a
powAcc x n z
  | even n = powAcc (primMul x x) (primQuot n 2) z
  | primEq n 1 = primMul x z
  | otherwise = powAcc (primMul x x) (primQuot n 2) (primMul x z)

(^^) :: (Fractional a, Integral b) => a -> b -> a
x ^^ n = if primGe n 0 then x ^ n else primFDiv 1 (x ^ primNegate n)

(**) :: Floating a => a -> a -> a
x ** y = primPow x y

pi :: Floating a => a
pi = 3.141592653589793

exp :: Floating a => a -> a
exp x = primExp x

log :: Floating a => a -> a
log x = primLog x

sqrt :: Floating a => a -> a
sqrt x = primSqrt x

logBase :: Floating a => a -> a -> a
logBase b x = primFDiv (primLog x) (primLog b)

sin :: Floating a => a -> a
sin x = primSin x

cos :: Floating a => a -> a
cos x = primCos x

tan :: Floating a => a -> a
tan x = primTan x

asin :: Floating a => a -> a
asin x = primAsin x

acos :: Floating a => a -> a
acos x = primAcos x

atan :: Floating a => a -> a
atan x = primAtan x

sinh :: Floating a => a -> a
sinh x = primSinh x

cosh :: Floating a => a -> a
cosh x = primCosh x

tanh :: Floating a => a -> a
tanh x = primTanh x

-- No libm primitives for these: the textbook formulas (may differ from
-- GHC in the last bit).
asinh :: Floating a => a -> a
asinh x = primLog (primAdd x (primSqrt (primAdd (primMul x x) 1.0)))

acosh :: Floating a => a -> a
acosh x = primLog (primAdd x (primSqrt (primSub (primMul x x) 1.0)))

atanh :: Floating a => a -> a
atanh x = primMul 0.5 (primLog (primFDiv (primAdd 1.0 x) (primSub 1.0 x)))

atan2 :: RealFloat a => a -> a -> a
atan2 y x = primAtan2 y x

truncate :: (RealFrac a, Integral b) => a -> b
truncate x = primTruncate x

round :: (RealFrac a, Integral b) => a -> b
round x = primRound x

ceiling :: (RealFrac a, Integral b) => a -> b
ceiling x = primCeiling x

floor :: (RealFrac a, Integral b) => a -> b
floor x = primFloor x

properFraction :: (RealFrac a, Integral b) => a -> (b, a)
properFraction x = let n = primTruncate x in (n, primSub x n)

isNaN :: RealFloat a => a -> Bool
isNaN x = primIsNaN x

isInfinite :: RealFloat a => a -> Bool
isInfinite x = primIsInfinite x

isNegativeZero :: RealFloat a => a -> Bool
isNegativeZero x =
  primEq (primTypeOf x) 2 && primEq x 0 && primLt (primFDiv 1 x) 0

isIEEE :: RealFloat a => a -> Bool
isIEEE _ = True

-- ===================================================================
-- Enum (Int/Integer, Double with GHC's numericEnumFrom rules, Char,
-- and nullary constructors through primConSibling)
-- ===================================================================

succ :: Enum a => a -> a
succ x = case primTypeOf x of
  3 -> anyCast (charFromCode "succ" (primAdd (primOrd x) 1))
  4 -> conSibling "succ" x (primAdd (primConTag x) 1)
  _ -> primAdd x (anyCast 1)

pred :: Enum a => a -> a
pred x = case primTypeOf x of
  3 -> anyCast (charFromCode "pred" (primSub (primOrd x) 1))
  4 -> conSibling "pred" x (primSub (primConTag x) 1)
  _ -> primSub x (anyCast 1)

fromEnum :: Enum a => a -> Int
fromEnum x = case primTypeOf x of
  3 -> primOrd x
  4 -> primConTag x
  2 -> primTruncate x
  _ -> anyCast x

charFromCode :: String -> Int -> Char
charFromCode fun n =
  if primGe n 0 && primLe n 1114111 then primChr n
  else errorWithoutStackTrace ("Prelude.Enum.Char." ++ fun ++ ": bad argument")

conSibling :: String -> a -> Int -> a
conSibling fun x tag = case primConSibling x tag of
  (c : _) -> c
  [] -> enumConError fun x

-- GHC names the type in these messages; untyped only Bool and Ordering
-- can be named.
enumConError :: String -> a -> b
enumConError fun x = case enumTypeName x of
  Just ty -> errorWithoutStackTrace ("Prelude.Enum." ++ ty ++ "." ++ fun ++ ": bad argument")
  Nothing -> errorWithoutStackTrace (fun ++ ": tried to take `" ++ fun ++ "' of "
               ++ (if primEq (primConTag x) 0 then "first" else "last")
               ++ " tag in enumeration")

enumTypeName :: a -> Maybe String
enumTypeName x = case primConName x of
  "False" -> Just "Bool"
  "True" -> Just "Bool"
  "LT" -> Just "Ordering"
  "EQ" -> Just "Ordering"
  "GT" -> Just "Ordering"
  _ -> Nothing

isDoubleVal :: a -> Bool
isDoubleVal x = primEq (primTypeOf x) 2

enumFrom :: Enum a => a -> [a]
enumFrom x = case primTypeOf x of
  2 -> anyCast (numericEnumFrom (anyCast x))
  3 -> anyCast (eftChar (primOrd x) 1114111)
  4 -> eftCon x (primConTag x) (primSub (primConFamilySize x) 1)
  _ -> anyCast (intsFrom (anyCast x))

enumFromTo :: Enum a => a -> a -> [a]
enumFromTo x y = case primTypeOf x of
  2 -> anyCast (numericEnumFromTo (anyCast x) (anyCast y))
  3 -> anyCast (eftChar (primOrd x) (primOrd y))
  4 -> eftCon x (primConTag x) (primConTag y)
  _ -> if isDoubleVal y then anyCast (numericEnumFromTo (primToDouble x) (anyCast y))
       else anyCast (eftInt (anyCast x) (anyCast y))

enumFromThen :: Enum a => a -> a -> [a]
enumFromThen x y = case primTypeOf x of
  2 -> anyCast (numericEnumFromThen (anyCast x) (anyCast y))
  3 -> let a = primOrd x
           b = primOrd y
       in anyCast (efdtChar a b (if primGe b a then 1114111 else 0))
  4 -> let a = primConTag x
           b = primConTag y
       in efdtCon x a b (if primGe b a then primSub (primConFamilySize x) 1 else 0)
  _ -> if isDoubleVal y then anyCast (numericEnumFromThen (primToDouble x) (anyCast y))
       else anyCast (intsFromThen (anyCast x) (primSub (anyCast y) (anyCast x)))

enumFromThenTo :: Enum a => a -> a -> a -> [a]
enumFromThenTo x y z = case primTypeOf x of
  2 -> anyCast (numericEnumFromThenTo (anyCast x) (anyCast y) (anyCast z))
  3 -> anyCast (efdtChar (primOrd x) (primOrd y) (primOrd z))
  4 -> efdtCon x (primConTag x) (primConTag y) (primConTag z)
  _ -> if isDoubleVal y || isDoubleVal z
         then anyCast (numericEnumFromThenTo (primToDouble x) (anyCast y) (anyCast z))
         else anyCast (efdtInt (anyCast x) (anyCast y) (anyCast z))

intsFrom :: Integer -> [Integer]
intsFrom n = n : intsFrom (primAdd n 1)

intsFromThen :: Integer -> Integer -> [Integer]
intsFromThen n d = n : intsFromThen (primAdd n d) d

eftInt :: Integer -> Integer -> [Integer]
eftInt x y = if primGt x y then [] else x : eftInt (primAdd x 1) y

efdtInt :: Integer -> Integer -> Integer -> [Integer]
efdtInt x1 x2 y =
  let d = primSub x2 x1
  in if primGe d 0 then efdtUp x1 d y else efdtDown x1 d y

efdtUp :: Integer -> Integer -> Integer -> [Integer]
efdtUp x d y = if primGt x y then [] else x : efdtUp (primAdd x d) d y

efdtDown :: Integer -> Integer -> Integer -> [Integer]
efdtDown x d y = if primLt x y then [] else x : efdtDown (primAdd x d) d y

eftChar :: Int -> Int -> [Char]
eftChar i n = if primGt i n then [] else primChr i : eftChar (primAdd i 1) n

efdtChar :: Int -> Int -> Int -> [Char]
efdtChar a b lim = map primChr (efdtInt a b lim)

eftCon :: a -> Int -> Int -> [a]
eftCon x i n = if primGt i n then [] else conAt x i : eftCon x (primAdd i 1) n

efdtCon :: a -> Int -> Int -> Int -> [a]
efdtCon x a b lim = map (conAt x) (efdtInt a b lim)

conAt :: a -> Int -> a
conAt x i = case primConSibling x i of
  (c : _) -> c
  [] -> errorWithoutStackTrace "toEnum: bad argument"

-- GHC's Fractional enumerations: n + k*step (not repeated addition), and
-- the upper limit is extended by half a step.
numericEnumFrom :: Double -> [Double]
numericEnumFrom n = numFromLoop n 0

numFromLoop :: Double -> Int -> [Double]
numFromLoop n k = primAdd n k : numFromLoop n (primAdd k 1)

numericEnumFromThen :: Double -> Double -> [Double]
numericEnumFromThen n m = numThenLoop n (primSub m n) 0

numThenLoop :: Double -> Double -> Int -> [Double]
numThenLoop n step k = primAdd n (primMul k step) : numThenLoop n step (primAdd k 1)

numericEnumFromTo :: Double -> Double -> [Double]
numericEnumFromTo n m =
  let lim = primAdd m 0.5 in takeWhile (\x -> primLe x lim) (numericEnumFrom n)

numericEnumFromThenTo :: Double -> Double -> Double -> [Double]
numericEnumFromThenTo e1 e2 e3 =
  let mid = primFDiv (primSub e2 e1) 2
      lim = primAdd e3 mid
      xs = numericEnumFromThen (primToDouble e1) e2
  in if primGe e2 e1 then takeWhile (\x -> primLe x lim) xs
     else takeWhile (\x -> primGe x lim) xs

-- ===================================================================
-- Show
-- ===================================================================

show :: Show a => a -> String
show x = showsPrec 0 x ""

shows :: Show a => a -> ShowS
shows x s = showsPrec 0 x s

showString :: String -> ShowS
showString str s = str ++ s

showChar :: Char -> ShowS
showChar c s = c : s

showParen :: Bool -> ShowS -> ShowS
showParen b p s = if b then '(' : p (')' : s) else p s

showList :: Show a => [a] -> ShowS
showList xs s = showsList xs s

-- Derived-Show format, dispatching on the value's shape.
showsPrec :: Show a => Int -> a -> ShowS
showsPrec d x s = case primTypeOf x of
  3 -> showsCharLit (anyCast x) s
  4 -> showsCon d x s
  5 -> noInstance "show a function"
  _ -> showsNum d x s

showsNum :: Int -> a -> ShowS
showsNum d x s =
  let str = primShowNum x
  in if primGt d 6 && startsWithMinus str
       then '(' : (str ++ (')' : s))
       else str ++ s

startsWithMinus :: String -> Bool
startsWithMinus ('-' : _) = True
startsWithMinus _ = False

showsCharLit :: Char -> ShowS
showsCharLit c s =
  if primEq c '\''
    then '\'' : '\\' : '\'' : '\'' : s
    else '\'' : showLitChar c ('\'' : s)

showsCon :: Int -> a -> ShowS
showsCon d x s = case primConName x of
  name@(c : rest) -> case c of
    ':' -> if null rest then showsList (anyCast x) s else showsNamedCon d name x s
    '[' -> '[' : ']' : s
    '(' -> if primEq (primConArity x) 0 then '(' : ')' : s else showsTuple x s
    _ -> if maybeSpecialName c
           then case exceptionText name x of
                  Just text -> text ++ s
                  Nothing -> showsNamedCon d name x s
           else showsNamedCon d name x s
  [] -> s

-- A list whose first element is a Char is a String.  Untyped, an empty
-- String cannot be told from an empty list; it shows as "" when it is
-- an element of a list whose other elements include a non-empty String
-- (["one","","two"]), and as [] otherwise.
showsList :: [a] -> ShowS
showsList xs s = showsListHint False xs s

-- str: the list is known to be a String.
showsListHint :: Bool -> [a] -> ShowS
showsListHint str xs s = case xs of
  [] -> if str then '"' : '"' : s else '[' : ']' : s
  (h : t) -> if primEq (primTypeOf h) 3
               then '"' : showLitString (anyCast xs) ('"' : s)
               else let hint = elemsAreStrings 1000 xs
                    in '[' : showsElem hint h (showsListRest hint t s)

showsListRest :: Bool -> [a] -> ShowS
showsListRest hint xs s = case xs of
  [] -> ']' : s
  (y : ys) -> ',' : showsElem hint y (showsListRest hint ys s)

showsElem :: Bool -> a -> ShowS
showsElem hint x s = if hint then showsListHint True (anyCast x) s else showsPrec 0 x s

-- Are the elements Strings?  Looks at no more than n elements.
elemsAreStrings :: Int -> [a] -> Bool
elemsAreStrings n xs = case xs of
  [] -> False
  (e : rest) ->
    if primLe n 0 || primNe (primTypeOf e) 4 then False
    else case primConName e of
      ":" -> primEq (primTypeOf (primConField e 0)) 3
      "[]" -> elemsAreStrings (primSub n 1) rest
      _ -> False

showsTuple :: a -> ShowS
showsTuple x s =
  '(' : showsPrec 0 (primConField x 0) (showsTupleRest x 1 (primConArity x) s)

showsTupleRest :: a -> Int -> Int -> ShowS
showsTupleRest x i n s =
  if primGe i n then ')' : s
  else ',' : showsPrec 0 (primConField x i) (showsTupleRest x (primAdd i 1) n s)

showsNamedCon :: Int -> String -> a -> ShowS
showsNamedCon d name x s =
  let n = primConArity x
  in if primEq n 0 then showsConName name s
     else if isRecordCon x then showParen (primGe d 11) (showsRecord name x n) s
     else if primConIsInfix x && primEq n 2 then showsInfixCon d name x s
     else showParen (primGe d 11) (showsPrefixCon name x n) s

isRecordCon :: a -> Bool
isRecordCon x = not (null (primConFieldName x 0))

showsPrefixCon :: String -> a -> Int -> ShowS
showsPrefixCon name x n s = showsConName name (showsArgs x 0 n s)

showsArgs :: a -> Int -> Int -> ShowS
showsArgs x i n s =
  if primGe i n then s
  else ' ' : showsPrec 11 (primConField x i) (showsArgs x (primAdd i 1) n s)

showsInfixCon :: Int -> String -> a -> ShowS
showsInfixCon d name x s =
  let p = primConFixity x
      q = primAdd p 1
      body r = showsPrec q (primConField x 0)
                 (' ' : showsInfixOp name (' ' : showsPrec q (primConField x 1) r))
  in showParen (primGt d p) body s

showsRecord :: String -> a -> Int -> ShowS
showsRecord name x n s = showsConName name (' ' : '{' : showsFields x 0 n ('}' : s))

showsFields :: a -> Int -> Int -> ShowS
showsFields x i n s =
  if primGe i n then s
  else (if primEq i 0 then id else showString ", ")
         (showsVarName (primConFieldName x i)
            (' ' : '=' : ' ' : showsPrec 0 (primConField x i) (showsFields x (primAdd i 1) n s)))

-- An operator name used prefix is parenthesised: (:+:), (%%).
showsConName :: String -> ShowS
showsConName name s = if isOperatorName name then '(' : (name ++ (')' : s)) else name ++ s

showsVarName :: String -> ShowS
showsVarName name s = showsConName name s

showsInfixOp :: String -> ShowS
showsInfixOp name s = if isOperatorName name then name ++ s else '`' : (name ++ ('`' : s))

isOperatorName :: String -> Bool
isOperatorName name = case name of
  (c : _) -> not (primIsAlpha c || primEq c '_')
  [] -> False

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
length xs = lengthAcc xs 0

lengthAcc :: [a] -> Int -> Int
lengthAcc [] n = n
lengthAcc (_ : xs) n = let n1 = primAdd n 1 in primSeq n1 (lengthAcc xs n1)

(!!) :: [a] -> Int -> a
xs !! n = if primLt n 0 then errorWithoutStackTrace "Prelude.!!: negative index"
          else indexLoop xs n

indexLoop :: [a] -> Int -> a
indexLoop [] _ = errorWithoutStackTrace "Prelude.!!: index too large"
indexLoop (x : xs) n = if primEq n 0 then x else indexLoop xs (primSub n 1)

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
foldl' f z (x : xs) = let z' = f z x in primSeq z' (foldl' f z' xs)

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
sum xs = foldl (+) 0 xs

product :: Num a => [a] -> a
product xs = foldl (*) 1 xs

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
elem _ [] = False
elem x (y : ys) = if primEq x y then True else elem x ys

notElem :: Eq a => a -> [a] -> Bool
notElem x ys = not (elem x ys)

lookup :: Eq a => a -> [(a, b)] -> Maybe b
lookup _ [] = Nothing
lookup key ((k, v) : rest) = if primEq key k then Just v else lookup key rest

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
takeLoop n (x : xs) = x : (if primEq n 1 then [] else takeLoop (primSub n 1) xs)

drop :: Int -> [a] -> [a]
drop n xs = if primLe n 0 then xs else dropLoop n xs

dropLoop :: Int -> [a] -> [a]
dropLoop _ [] = []
dropLoop n (_ : xs) = if primEq n 1 then xs else dropLoop (primSub n 1) xs

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
stripPrefix (x : xs) (y : ys) = if primEq x y then stripPrefix xs ys else Nothing
stripPrefix _ [] = Nothing

isPrefixOf :: Eq a => [a] -> [a] -> Bool
isPrefixOf [] _ = True
isPrefixOf _ [] = False
isPrefixOf (x : xs) (y : ys) = if primEq x y then isPrefixOf xs ys else False

isSuffixOf :: Eq a => [a] -> [a] -> Bool
isSuffixOf ns hs = case dropPrefixLength ns hs of
  Nothing -> False
  Just delta -> primEq ns (dropSameLength delta hs)

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
  if primEq x y then isSubsequenceOf a' b else isSubsequenceOf a b

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
replicate n x = if primLe n 0 then [] else x : replicate (primSub n 1) x

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
words s = case dropWhile isSpace s of
  [] -> []
  s' -> let r = break isSpace s' in fst r : words (snd r)

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
elemIndex x xs = findIndex (\y -> primEq x y) xs

elemIndices :: Eq a => a -> [a] -> [Int]
elemIndices x xs = findIndices (\y -> primEq x y) xs

findIndex :: (a -> Bool) -> [a] -> Maybe Int
findIndex p xs = case findIndices p xs of
  [] -> Nothing
  (i : _) -> Just i

findIndices :: (a -> Bool) -> [a] -> [Int]
findIndices p xs = findIndicesFrom p xs 0

findIndicesFrom :: (a -> Bool) -> [a] -> Int -> [Int]
findIndicesFrom _ [] _ = []
findIndicesFrom p (x : xs) i =
  if p x then i : findIndicesFrom p xs (primAdd i 1)
  else findIndicesFrom p xs (primAdd i 1)

nub :: Eq a => [a] -> [a]
nub l = nubBy (\x y -> primEq x y) l

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
delete x ys = deleteBy (\a b -> primEq a b) x ys

deleteBy :: (a -> a -> Bool) -> a -> [a] -> [a]
deleteBy _ _ [] = []
deleteBy eq x (y : ys) = if eq x y then ys else y : deleteBy eq x ys

(\\) :: Eq a => [a] -> [a] -> [a]
xs \\ ys = foldl (flip delete) xs ys

deleteFirstsBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
deleteFirstsBy eq xs ys = foldl (flip (deleteBy eq)) xs ys

union :: Eq a => [a] -> [a] -> [a]
union xs ys = unionBy (\a b -> primEq a b) xs ys

unionBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
unionBy eq xs ys = xs ++ foldl (flip (deleteBy eq)) (nubBy eq ys) xs

intersect :: Eq a => [a] -> [a] -> [a]
intersect xs ys = intersectBy (\a b -> primEq a b) xs ys

intersectBy :: (a -> a -> Bool) -> [a] -> [a] -> [a]
intersectBy _ [] _ = []
intersectBy _ _ [] = []
intersectBy eq xs ys = filter (\x -> any (eq x) ys) xs

group :: Eq a => [a] -> [[a]]
group xs = groupBy (\a b -> primEq a b) xs

groupBy :: (a -> a -> Bool) -> [a] -> [[a]]
groupBy _ [] = []
groupBy eq (x : xs) = let r = span (eq x) xs in (x : fst r) : groupBy eq (snd r)

insert :: Ord a => a -> [a] -> [a]
insert e ls = insertBy (\a b -> primCompare a b) e ls

insertBy :: (a -> a -> Ordering) -> a -> [a] -> [a]
insertBy _ x [] = [x]
insertBy cmp x ys@(y : ys') = case cmp x y of
  GT -> y : insertBy cmp x ys'
  _ -> x : ys

sort :: Ord a => [a] -> [a]
sort xs = sortBy (\a b -> primCompare a b) xs

sortOn :: Ord b => (a -> b) -> [a] -> [a]
sortOn f xs =
  map snd (sortBy (\a b -> primCompare (fst a) (fst b))
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
genericLength xs = length xs

genericTake :: Integral i => i -> [a] -> [a]
genericTake n xs = take n xs

genericDrop :: Integral i => i -> [a] -> [a]
genericDrop n xs = drop n xs

genericSplitAt :: Integral i => i -> [a] -> ([a], [a])
genericSplitAt n xs = splitAt n xs

genericReplicate :: Integral i => i -> a -> [a]
genericReplicate n x = replicate n x

genericIndex :: Integral i => [a] -> i -> a
genericIndex xs n =
  if primLt n 0 then errorWithoutStackTrace "List.genericIndex: negative argument."
  else genericIndexLoop xs n

genericIndexLoop :: Integral i => [a] -> i -> a
genericIndexLoop [] _ = errorWithoutStackTrace "List.genericIndex: index too large."
genericIndexLoop (x : xs) n = if primEq n 0 then x else genericIndexLoop xs (primSub n 1)

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
  primRaise (ErrorCallWithLocation "Maybe.fromJust: Nothing" fromJustStack)

fromJustStack :: String
fromJustStack = "CallStack (from HasCallStack):\n  error, called at libraries/base/Data/Maybe.hs:148:21 in base:Data.Maybe"

-- `fromJust` in user code (GHC's message names the call site).
fromJustCalledAt :: String -> Maybe a -> a
fromJustCalledAt loc (Just x) = x
fromJustCalledAt loc Nothing =
  primRaise (ErrorCallWithLocation "Maybe.fromJust: Nothing"
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
        else errorWithoutStackTrace ("Prelude.chr: bad argument: " ++ showsPrec 11 n "")

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
  | primIsDigit c = primSub (primOrd c) 48
  | primGe c 'a' && primLe c 'f' = primSub (primOrd c) 87
  | primGe c 'A' && primLe c 'F' = primSub (primOrd c) 55
  | otherwise = errorWithoutStackTrace ("Char.digitToInt: not a digit " ++ showsCharLit c "")

intToDigit :: Int -> Char
intToDigit i
  | primGe i 0 && primLe i 9 = primChr (primAdd 48 i)
  | primGe i 10 && primLe i 15 = primChr (primAdd 87 i)
  | otherwise = errorWithoutStackTrace ("Char.intToDigit: not a digit " ++ primShowNum i)

-- ===================================================================
-- Bits (Int and Integer alike: untyped, Int does not wrap at 64 bits)
-- ===================================================================

(.&.) :: Bits a => a -> a -> a
x .&. y = primAnd x y

(.|.) :: Bits a => a -> a -> a
x .|. y = primOr x y

xor :: Bits a => a -> a -> a
xor x y = primXor x y

complement :: Bits a => a -> a
complement x = primComplement x

shiftL :: Bits a => a -> Int -> a
shiftL x n = primShiftL x n

shiftR :: Bits a => a -> Int -> a
shiftR x n = primShiftR x n

unsafeShiftL :: Bits a => a -> Int -> a
unsafeShiftL x n = primShiftL x n

unsafeShiftR :: Bits a => a -> Int -> a
unsafeShiftR x n = primShiftR x n

shift :: Bits a => a -> Int -> a
shift x n = if primGe n 0 then primShiftL x n else primShiftR x (primNegate n)

bit :: Bits a => Int -> a
bit i = primShiftL 1 i

zeroBits :: Bits a => a
zeroBits = 0

testBit :: Bits a => a -> Int -> Bool
testBit x i = primNe (primAnd x (primShiftL 1 i)) 0

setBit :: Bits a => a -> Int -> a
setBit x i = primOr x (primShiftL 1 i)

clearBit :: Bits a => a -> Int -> a
clearBit x i = primAnd x (primComplement (primShiftL 1 i))

complementBit :: Bits a => a -> Int -> a
complementBit x i = primXor x (primShiftL 1 i)

popCount :: Bits a => a -> Int
popCount x = primPopCount x

-- ===================================================================
-- Functor, Applicative, Monad, Semigroup (dispatching on the shape of
-- the value: a function is an IO action; a list, Maybe or Either value
-- selects that instance)
-- ===================================================================

-- 0 IO action, 1 list, 2 Maybe, 3 Either, 4 pair, 5 anything else.
monadKind :: m -> Int
monadKind m = case primTypeOf m of
  5 -> 0
  4 -> conMonadKind (primConName m)
  _ -> 5

conMonadKind :: String -> Int
conMonadKind name = case name of
  ":" -> 1
  "[]" -> 1
  "Just" -> 2
  "Nothing" -> 2
  "Left" -> 3
  "Right" -> 3
  "(,)" -> 4
  _ -> 5

noMonad :: String -> a
noMonad fun = errorWithoutStackTrace ("lazyrts: " ++ fun ++ " used at a type other than IO, [], Maybe or Either (no instance without types)")

-- `return x` in the monad of m (untyped `return` alone means IO).
returnLike :: m -> a -> m
returnLike m x = case monadKind m of
  0 -> anyCast (returnIO x)
  1 -> anyCast [x]
  2 -> anyCast (Just x)
  3 -> anyCast (Right x)
  _ -> noMonad "return"

returnIO :: a -> IO a
returnIO x w = IORes x

bindIO :: IO a -> (a -> IO b) -> IO b
bindIO m k w = case m w of IORes a -> k a w

thenIO :: IO a -> IO b -> IO b
thenIO m k w = case m w of IORes _ -> k w

return :: Monad m => a -> m a
return x w = IORes x

pure :: Applicative f => a -> f a
pure x w = IORes x

(>>=) :: Monad m => m a -> (a -> m b) -> m b
m >>= k = case primTypeOf m of
  5 -> anyCast (bindIO (anyCast m) (anyCast k))
  _ -> bindCon m k

bindCon :: m -> (a -> m) -> m
bindCon m k = case monadKind m of
  1 -> anyCast (concatMap (anyCast k) (anyCast m))
  2 -> case anyCast m of
         Nothing -> anyCast m
         Just x -> anyCast k x
  3 -> case anyCast m of
         Left _ -> anyCast m
         Right x -> anyCast k x
  _ -> noMonad ">>="

(>>) :: Monad m => m a -> m b -> m b
m >> k = case primTypeOf m of
  5 -> anyCast (thenIO (anyCast m) (anyCast k))
  _ -> bindCon m (\_ -> k)

(=<<) :: Monad m => (a -> m b) -> m a -> m b
k =<< m = m >>= k

(>=>) :: Monad m => (a -> m b) -> (b -> m c) -> a -> m c
(>=>) f g x = f x >>= g

(<=<) :: Monad m => (b -> m c) -> (a -> m b) -> a -> m c
(<=<) g f x = f x >>= g

fmap :: Functor f => (a -> b) -> f a -> f b
fmap f m = case monadKind m of
  0 -> anyCast (fmapIO f (anyCast m))
  1 -> anyCast (map f (anyCast m))
  2 -> case anyCast m of
         Nothing -> m
         Just x -> anyCast (Just (f x))
  3 -> case anyCast m of
         Left _ -> m
         Right x -> anyCast (Right (f x))
  4 -> anyCast (fst (anyCast m), f (snd (anyCast m)))
  _ -> noMonad "fmap"

fmapIO :: (a -> b) -> IO a -> IO b
fmapIO f m w = case m w of IORes a -> IORes (f a)

(<$>) :: Functor f => (a -> b) -> f a -> f b
f <$> m = fmap f m

(<$) :: Functor f => a -> f b -> f a
x <$ m = fmap (const x) m

($>) :: Functor f => f a -> b -> f b
m $> x = fmap (const x) m

(<&>) :: Functor f => f a -> (a -> b) -> f b
m <&> f = fmap f m

void :: Functor f => f a -> f ()
void m = fmap (const ()) m

(<*>) :: Applicative f => f (a -> b) -> f a -> f b
mf <*> mx = case monadKind mf of
  0 -> anyCast (apIO (anyCast mf) (anyCast mx))
  1 -> anyCast (concatMap (\f -> map f (anyCast mx)) (anyCast mf))
  2 -> case anyCast mf of
         Nothing -> anyCast mf
         Just f -> fmap f mx
  3 -> case anyCast mf of
         Left _ -> anyCast mf
         Right f -> fmap f mx
  _ -> noMonad "<*>"

apIO :: IO (a -> b) -> IO a -> IO b
apIO mf mx w = case mf w of
  IORes f -> case mx w of
    IORes x -> IORes (f x)

(*>) :: Applicative f => f a -> f b -> f b
a *> b = a >> b

(<*) :: Applicative f => f a -> f b -> f a
a <* b = a >>= \x -> b >>= \_ -> returnLike a x

liftA2 :: Applicative f => (a -> b -> c) -> f a -> f b -> f c
liftA2 f a b = fmap f a <*> b

liftA :: Applicative f => (a -> b) -> f a -> f b
liftA f a = fmap f a

liftM :: Monad m => (a -> r) -> m a -> m r
liftM f m = fmap f m

liftM2 :: Monad m => (a -> b -> r) -> m a -> m b -> m r
liftM2 f a b = a >>= \x -> b >>= \y -> returnLike a (f x y)

ap :: Monad m => m (a -> b) -> m a -> m b
ap mf mx = mf >>= \f -> mx >>= \x -> returnLike mf (f x)

join :: Monad m => m (m a) -> m a
join m = m >>= anyCast

(<$!>) :: Monad m => (a -> b) -> m a -> m b
f <$!> m = m >>= \x -> let z = f x in primSeq z (returnLike m z)

-- mapM/sequence: the monad is that of the first action (IO when the
-- list is empty).
mapM :: Monad m => (a -> m b) -> [a] -> m [b]
mapM f [] = anyCast (returnIO [])
mapM f (x : xs) = let m = f x in
  case primTypeOf m of
    5 -> anyCast (mapMIOFirst (anyCast m) (anyCast f) xs)
    _ -> mapMLike m f (x : xs)

mapMIOFirst :: IO b -> (a -> IO b) -> [a] -> IO [b]
mapMIOFirst m f xs w = case m w of
  IORes y -> case mapMIO f xs w of
    IORes ys -> IORes (y : ys)

mapMIO :: (a -> IO b) -> [a] -> IO [b]
mapMIO f [] w = IORes []
mapMIO f (x : xs) w = case f x w of
  IORes y -> case mapMIO f xs w of
    IORes ys -> IORes (y : ys)

mapMLike :: m -> (a -> m) -> [a] -> m
mapMLike m f [] = returnLike m []
mapMLike m f (x : xs) = f x >>= \y -> mapMLike m f xs >>= \ys -> returnLike m (y : ys)

forM :: Monad m => [a] -> (a -> m b) -> m [b]
forM xs f = mapM f xs

traverse :: Applicative f => (a -> f b) -> [a] -> f [b]
traverse f xs = mapM f xs

sequence :: Monad m => [m a] -> m [a]
sequence ms = mapM id ms

sequenceA :: Applicative f => [f a] -> f [a]
sequenceA ms = mapM id ms

-- mapM_ also accepts a Maybe (forM_ mx ...).
mapM_ :: Monad m => (a -> m b) -> [a] -> m ()
mapM_ f xs = case toListLike xs of
  [] -> anyCast (returnIO ())
  ys@(y : _) -> let m = f y in
    case primTypeOf m of
      5 -> anyCast (mapMIOFirst_ (anyCast m) (anyCast f) ys)
      _ -> mapMLike_ m f ys

toListLike :: t a -> [a]
toListLike xs = case conMonadKind (primConName xs) of
  2 -> maybeToList (anyCast xs)
  _ -> anyCast xs

-- As GHC's foldr-built `f x >> rest`: the actions and the rest are thunks
-- made when the action is built, so a cost centre in `f` is entered (and
-- charged) under the stack that built the action, as in GHC.
mapMIOFirst_ :: IO b -> (a -> IO b) -> [a] -> IO ()
mapMIOFirst_ m f (_ : xs) = thenIO m (mapMIO_ f xs)

mapMIO_ :: (a -> IO b) -> [a] -> IO ()
mapMIO_ f [] = returnIO ()
mapMIO_ f (x : xs) = thenIO (f x) (mapMIO_ f xs)

mapMLike_ :: m -> (a -> m) -> [a] -> m
mapMLike_ m f [] = returnLike m ()
mapMLike_ m f (x : xs) = f x >> mapMLike_ m f xs

forM_ :: Monad m => [a] -> (a -> m b) -> m ()
forM_ xs f = mapM_ f xs

traverse_ :: Applicative f => (a -> f b) -> [a] -> f ()
traverse_ f xs = mapM_ f xs

for_ :: Applicative f => [a] -> (a -> f b) -> f ()
for_ xs f = mapM_ f xs

sequence_ :: Monad m => [m a] -> m ()
sequence_ ms = mapM_ id ms

sequenceA_ :: Applicative f => [f a] -> f ()
sequenceA_ ms = mapM_ id ms

when :: Applicative f => Bool -> f () -> f ()
when c m = if c then m else returnLike m ()

unless :: Applicative f => Bool -> f () -> f ()
unless c m = if c then returnLike m () else m

replicateM :: Applicative m => Int -> m a -> m [a]
replicateM n m = case monadKind m of
  0 -> anyCast (replicateMIO n (anyCast m))
  _ -> mapMLike m (const m) (replicate n ())

replicateMIO :: Int -> IO a -> IO [a]
replicateMIO n m w =
  if primLe n 0 then IORes []
  else case m w of
    IORes x -> case replicateMIO (primSub n 1) m w of
      IORes xs -> IORes (x : xs)

replicateM_ :: Applicative m => Int -> m a -> m ()
replicateM_ n m = case monadKind m of
  0 -> anyCast (replicateMIO_ n (anyCast m))
  _ -> mapMLike_ m (const m) (replicate n ())

replicateMIO_ :: Int -> IO a -> IO ()
replicateMIO_ n m w =
  if primLe n 0 then IORes ()
  else case m w of
    IORes _ -> replicateMIO_ (primSub n 1) m w

foldM :: Monad m => (b -> a -> m b) -> b -> [a] -> m b
foldM f z [] = anyCast (returnIO z)
foldM f z (x : xs) = let m = f z x in
  case primTypeOf m of
    5 -> anyCast (foldMIOFirst (anyCast m) (anyCast f) xs)
    _ -> m >>= \z' -> foldMLike m f z' xs

foldMIOFirst :: IO b -> (b -> a -> IO b) -> [a] -> IO b
foldMIOFirst m f xs w = case m w of
  IORes z -> foldMIO f z xs w

foldMIO :: (b -> a -> IO b) -> b -> [a] -> IO b
foldMIO f z [] w = IORes z
foldMIO f z (x : xs) w = case f z x w of
  IORes z' -> foldMIO f z' xs w

foldMLike :: m -> (b -> a -> m) -> b -> [a] -> m
foldMLike m f z [] = returnLike m z
foldMLike m f z (x : xs) = f z x >>= \z' -> foldMLike m f z' xs

foldM_ :: Monad m => (b -> a -> m b) -> b -> [a] -> m ()
foldM_ f z xs = fmap (const ()) (foldM f z xs)

zipWithM :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m [c]
zipWithM f xs ys = sequence (zipWith f xs ys)

zipWithM_ :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m ()
zipWithM_ f xs ys = sequence_ (zipWith f xs ys)

filterM :: Applicative m => (a -> m Bool) -> [a] -> m [a]
filterM p [] = anyCast (returnIO [])
filterM p (x : xs) = let m = p x in
  case primTypeOf m of
    5 -> anyCast (filterMIOFirst (anyCast m) (anyCast p) x xs)
    _ -> filterMLike m p (x : xs)

filterMIOFirst :: IO Bool -> (a -> IO Bool) -> a -> [a] -> IO [a]
filterMIOFirst m p x xs w = case m w of
  IORes keep -> case filterMIO p xs w of
    IORes ys -> IORes (if keep then x : ys else ys)

filterMIO :: (a -> IO Bool) -> [a] -> IO [a]
filterMIO p [] w = IORes []
filterMIO p (x : xs) w = case p x w of
  IORes keep -> case filterMIO p xs w of
    IORes ys -> IORes (if keep then x : ys else ys)

filterMLike :: m -> (a -> m) -> [a] -> m
filterMLike m p [] = returnLike m []
filterMLike m p (x : xs) =
  p x >>= \keep -> filterMLike m p xs >>= \ys -> returnLike m (if keep then x : ys else ys)

forever :: Applicative f => f a -> f b
forever m = case monadKind m of
  0 -> anyCast (foreverIO (anyCast m))
  _ -> m >> forever m

foreverIO :: IO a -> IO b
foreverIO m w = case m w of
  IORes _ -> foreverIO m w

-- Untyped, guard builds a list (as in the list monad).
guard :: Alternative f => Bool -> f ()
guard True = anyCast [()]
guard False = anyCast []

mzero :: MonadPlus m => m a
mzero = anyCast []

mplus :: MonadPlus m => m a -> m a -> m a
mplus a b = case monadKind a of
  1 -> anyCast (anyCast a ++ anyCast b)
  2 -> case anyCast a of
         Nothing -> b
         Just _ -> a
  _ -> noMonad "mplus"

msum :: MonadPlus m => [m a] -> m a
msum [] = mzero
msum xs = foldr1 mplus xs

(<>) :: Semigroup a => a -> a -> a
a <> b = case primTypeOf a of
  5 -> anyCast (\x -> anyCast a x <> anyCast b x)
  4 -> conAppend (primConName a) a b
  _ -> noInstance "use <> on a number or Char"

conAppend :: String -> a -> a -> a
conAppend name a b = case name of
  ":" -> anyCast (anyCast a ++ anyCast b)
  "[]" -> b
  "LT" -> a
  "EQ" -> b
  "GT" -> a
  "Nothing" -> b
  "Just" -> case anyCast b of
              Nothing -> a
              Just y -> anyCast (Just (primConField a 0 <> y))
  "()" -> a
  "(,)" -> anyCast (fst (anyCast a) <> fst (anyCast b), snd (anyCast a) <> snd (anyCast b))
  _ -> noInstance "use <> on this type"

mappend :: Monoid a => a -> a -> a
mappend a b = a <> b

-- Untyped, the empty mconcat is the empty list.
mconcat :: Monoid a => [a] -> a
mconcat [] = anyCast []
mconcat xs = foldr1 (<>) xs

foldMap :: Monoid m => (a -> m) -> [a] -> m
foldMap f xs = mconcat (map f xs)

-- ===================================================================
-- IO
-- ===================================================================

stdin :: Handle
stdin = Handle 0 "<stdin>"

stdout :: Handle
stdout = Handle 1 "<stdout>"

stderr :: Handle
stderr = Handle 2 "<stderr>"

handleNumber :: Handle -> Int
handleNumber (Handle n _) = n

unsafePerformIO :: IO a -> a
unsafePerformIO io = case io World of IORes a -> a

-- Forces a String completely (the primitives need evaluated Strings).
forceString :: String -> ()
forceString [] = ()
forceString (c : cs) = primSeq c (forceString cs)

hPutChar :: Handle -> Char -> IO ()
hPutChar (Handle n _) c w = case primHPutChar n c of
  () -> IORes ()

-- IO functions take the world as an argument of their own, as GHC's
-- optimised base has them (the "state hack"): an action like `print x`
-- is then a partial application, and the work of running it (`show x`)
-- is charged to the stack that runs it, not the one that built it.
hPutStr :: Handle -> String -> IO ()
hPutStr h s w = hPutStrNl h False s w

hPutStrLn :: Handle -> String -> IO ()
hPutStrLn h s w = hPutStrNl h True s w

-- As GHC's hPutStr': the text (and the newline) is committed to the
-- handle in blocks, so an exception while the string is evaluated loses
-- the part not yet committed, as in GHC.
hPutStrNl :: Handle -> Bool -> String -> IO ()
hPutStrNl (Handle n _) nl s w = case primHPutStrBegin n of
  () -> hPutStrLoop n nl s

-- Add the evaluated prefix, then evaluate the next cell and its
-- character and go on.
hPutStrLoop :: Int -> Bool -> String -> IORes ()
hPutStrLoop n nl s = case primHPutStrPrefix n s of
  [] -> case primHPutStrEnd n nl of () -> IORes ()
  rest@(c : _) -> primSeq c (hPutStrLoop n nl rest)

hPrint :: Show a => Handle -> a -> IO ()
hPrint h x w = hPutStrLn h (show x) w

putChar :: Char -> IO ()
putChar c = hPutChar stdout c

putStr :: String -> IO ()
putStr s w = hPutStr stdout s w

putStrLn :: String -> IO ()
putStrLn s w = hPutStrLn stdout s w

print :: Show a => a -> IO ()
print x w = hPutStrLn stdout (show x) w

hFlush :: Handle -> IO ()
hFlush (Handle n _) w = case primHFlush n of
  () -> IORes ()

hClose :: Handle -> IO ()
hClose (Handle n _) w = case primHClose n of
  () -> IORes ()

hSetBuffering :: Handle -> BufferMode -> IO ()
hSetBuffering (Handle n _) mode w = case primHSetBuffering n (bufferModeCode mode) of
  () -> IORes ()

bufferModeCode :: BufferMode -> Int
bufferModeCode NoBuffering = 0
bufferModeCode LineBuffering = 1
bufferModeCode (BlockBuffering _) = 2

-- Echo is a terminal setting; accepted and ignored.
hSetEcho :: Handle -> Bool -> IO ()
hSetEcho _ _ w = IORes ()

eofError :: String -> String -> IOError
eofError loc name = IOError EOF loc "" (Just name)

hIsEOF :: Handle -> IO Bool
hIsEOF (Handle n _) w = let b = primHIsEOF n in primSeq b (IORes b)

isEOF :: IO Bool
isEOF w = let b = primHIsEOF 0 in primSeq b (IORes b)

hGetChar :: Handle -> IO Char
hGetChar (Handle n name) w =
  let c = primHGetChar n
  in primSeq c (if primEq (primTypeOf c) 3 then IORes c
                else primRaise (eofError "hGetChar" name))

getChar :: IO Char
getChar = hGetChar stdin

hGetLine :: Handle -> IO String
hGetLine (Handle n name) w =
  if primHIsEOF n then primRaise (eofError "hGetLine" name)
  else let s = primHGetLine n in primSeq s (IORes s)

getLine :: IO String
getLine = hGetLine stdin

-- Lazy: the input is read chunk by chunk as the String is consumed.
hGetContents :: Handle -> IO String
hGetContents (Handle n _) w = IORes (lazyRead n)

lazyRead :: Int -> String
lazyRead n = case primHGetChunk n of
  [] -> []
  chunk -> chunk ++ lazyRead n

lazyReadClose :: Int -> String
lazyReadClose n = case primHGetChunk n of
  [] -> case primHClose n of
          () -> []
  chunk -> chunk ++ lazyReadClose n

getContents :: IO String
getContents = hGetContents stdin

interact :: (String -> String) -> IO ()
interact f w = case hGetContents stdin w of
  IORes s -> hPutStr stdout (f s) w

readIO :: Read a => String -> IO a
readIO s w = case readMaybe s of
  Just v -> IORes v
  Nothing -> primRaise (userError "Prelude.readIO: no parse")

readLn :: Read a => IO a
readLn w = case hGetLine stdin w of
  IORes s -> readIO s w

openFile :: FilePath -> IOMode -> IO Handle
openFile path mode w = case forceString path of
  () -> case mode of
    ReadWriteMode -> primRaise (IOError UnsupportedOperation "openFile" "ReadWriteMode is not supported" (Just path))
    _ -> let r = primOpenFile path (ioModeCode mode)
         in if primLt r 0 then primRaise (openFileError path mode (primNegate r))
            else IORes (Handle r path)

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
readFile path w = case openFile path ReadMode w of
  IORes (Handle n _) -> IORes (lazyReadClose n)

writeFile :: FilePath -> String -> IO ()
writeFile path s = writeWithMode WriteMode path s

appendFile :: FilePath -> String -> IO ()
appendFile path s = writeWithMode AppendMode path s

writeWithMode :: IOMode -> FilePath -> String -> IO ()
writeWithMode mode path s w = case openFile path mode w of
  IORes h -> case hPutStr h s w of
    IORes _ -> hClose h w

getArgs :: IO [String]
getArgs w = let a = primGetArgs () in primSeq a (IORes a)

getProgName :: IO String
getProgName w = let p = primGetProgName () in primSeq p (IORes p)

exitWith :: ExitCode -> IO a
exitWith code w = case code of
  ExitSuccess -> primRaise code
  ExitFailure n -> if primEq n 0
    then primRaise (IOError InvalidArgument "exitWith" "ExitFailure 0" Nothing)
    else primRaise code

exitFailure :: IO a
exitFailure = exitWith (ExitFailure 1)

exitSuccess :: IO a
exitSuccess = exitWith ExitSuccess

die :: String -> IO a
die msg w = case hPutStrLn stderr msg w of
  IORes _ -> exitWith (ExitFailure 1) w

-- ===================================================================
-- Debug.Trace
-- ===================================================================

trace :: String -> a -> a
trace msg x = case forceString msg of
  () -> case hPutStrLn stderr msg World of
    IORes _ -> x

traceShow :: Show a => a -> b -> b
traceShow v x = trace (show v) x

traceShowId :: Show a => a -> a
traceShowId x = trace (show x) x

traceId :: String -> String
traceId s = trace s s

traceIO :: String -> IO ()
traceIO msg w = case forceString msg of
  () -> hPutStrLn stderr msg w

traceM :: Applicative f => String -> f ()
traceM msg = trace msg (returnIO ())

traceShowM :: (Show a, Applicative f) => a -> f ()
traceShowM v = traceM (show v)

-- ===================================================================
-- Read (untyped: the text decides - numbers, Chars, Strings, Bool,
-- Ordering, Maybe/Either of those, lists and tuples; not user types)
-- ===================================================================

read :: Read a => String -> a
read s = case readEither s of
  Right v -> v
  Left msg -> errorWithoutStackTrace msg

readMaybe :: Read a => String -> Maybe a
readMaybe s = case readEither s of
  Right v -> Just v
  Left _ -> Nothing

readEither :: Read a => String -> Either String a
readEither s = case forceString s of
  () -> case primReadNumber s of
    [n] -> Right n
    _ -> case [v | (v, rest) <- readsValue 0 s, all isSpace rest] of
      [v] -> Right v
      [] -> Left "Prelude.read: no parse"
      _ -> Left "Prelude.read: ambiguous parse"

reads :: Read a => ReadS a
reads s = readsValue 0 s

readsPrec :: Read a => Int -> ReadS a
readsPrec d s = readsValue d s

readParen :: Bool -> ReadS a -> ReadS a
readParen b g s =
  let optional r = g r ++ mandatory r
      mandatory r = case dropWhile isSpace r of
        ('(' : r1) -> [(x, r3) | (x, r2) <- optional r1, (')' : r3) <- [dropWhile isSpace r2]]
        _ -> []
  in if b then mandatory s else optional s

-- One value at precedence d (11: an argument of a constructor).
readsValue :: Int -> ReadS a
readsValue d s = case dropWhile isSpace s of
  [] -> []
  r@(c : cs)
    | primEq c '(' -> readsParenValue cs
    | primEq c '[' -> anyCast (readsListValue cs)
    | primEq c '\'' -> anyCast (readsCharLit cs)
    | primEq c '"' -> anyCast (readsStringLit cs)
    | primEq c '-' -> if primGe d 7 then [] else readsNegative cs
    | primIsDigit c -> readsNumber r
    | primIsUpper c -> readsConValue d r
    | otherwise -> []

readsParenValue :: ReadS a
readsParenValue s = case dropWhile isSpace s of
  (')' : rest) -> [(anyCast (), rest)]
  _ -> [ (v, rest) | (x, r1) <- readsValue 0 s, (v, rest) <- readsTupleRest x [] r1 ]

-- After a component: ")" ends (a parenthesised value or a tuple),
-- "," continues a tuple.  Components are collected in reverse.
readsTupleRest :: a -> [b] -> ReadS c
readsTupleRest x acc s = case dropWhile isSpace s of
  (')' : rest) -> [(makeTuple (reverse (anyCast x : acc)), rest)]
  (',' : rest) -> [ r | (y, r1) <- readsValue 0 rest, r <- readsTupleRest y (anyCast x : acc) r1 ]
  _ -> []

makeTuple :: [a] -> b
makeTuple [x] = anyCast x
makeTuple [a, b] = anyCast (a, b)
makeTuple [a, b, c] = anyCast (a, b, c)
makeTuple [a, b, c, d] = anyCast (a, b, c, d)
makeTuple [a, b, c, d, e] = anyCast (a, b, c, d, e)
makeTuple [a, b, c, d, e, f] = anyCast (a, b, c, d, e, f)
makeTuple [a, b, c, d, e, f, g] = anyCast (a, b, c, d, e, f, g)
makeTuple _ = errorWithoutStackTrace "lazyrts: read: tuple too large"

readsListValue :: String -> [([a], String)]
readsListValue s = case dropWhile isSpace s of
  (']' : rest) -> [([], rest)]
  _ -> [ (x : xs, rest) | (x, r1) <- readsValue 0 s, (xs, rest) <- readsListRest r1 ]

readsListRest :: String -> [([a], String)]
readsListRest s = case dropWhile isSpace s of
  (']' : rest) -> [([], rest)]
  (',' : r1) -> [ (x : xs, rest) | (x, r2) <- readsValue 0 r1, (xs, rest) <- readsListRest r2 ]
  _ -> []

readsNegative :: ReadS a
readsNegative s = case dropWhile isSpace s of
  r@(c : _) -> if primIsDigit c then [ (primNegate n, rest) | (n, rest) <- readsNumber r ] else []
  [] -> []

-- A decimal literal: digits [. digits] [e [+-] digits].
readsNumber :: ReadS a
readsNumber s =
  let (intPart, r1) = span isDigit s
      (fracPart, r2) = case r1 of
        ('.' : d : ds) | primIsDigit d -> let (more, r) = span isDigit ds in ('.' : d : more, r)
        _ -> ([], r1)
      (expPart, r3) = readsExponent r2
      text = intPart ++ fracPart ++ expPart
  in case forceString text of
       () -> case primReadNumber text of
         [n] -> [(n, r3)]
         _ -> []

readsExponent :: String -> (String, String)
readsExponent s = case s of
  (e : rest) | primEq e 'e' || primEq e 'E' -> case rest of
    (sign : d : ds) | (primEq sign '-' || primEq sign '+') && primIsDigit d ->
      let (more, r) = span isDigit ds in (e : sign : d : more, r)
    (d : ds) | primIsDigit d -> let (more, r) = span isDigit ds in (e : d : more, r)
    _ -> ([], s)
  _ -> ([], s)

readsConValue :: Int -> ReadS a
readsConValue d s =
  let (name, rest) = span isIdentChar s
  in case name of
       "True" -> [(anyCast True, rest)]
       "False" -> [(anyCast False, rest)]
       "LT" -> [(anyCast LT, rest)]
       "EQ" -> [(anyCast EQ, rest)]
       "GT" -> [(anyCast GT, rest)]
       "Nothing" -> [(anyCast Nothing, rest)]
       "Just" -> readsConArg d (\x -> anyCast (Just x)) rest
       "Left" -> readsConArg d (\x -> anyCast (Left x)) rest
       "Right" -> readsConArg d (\x -> anyCast (Right x)) rest
       _ -> []

readsConArg :: Int -> (b -> a) -> ReadS a
readsConArg d con s =
  if primGe d 11 then [] else [ (con x, rest) | (x, rest) <- readsValue 11 s ]

isIdentChar :: Char -> Bool
isIdentChar c = primIsAlphaNum c || primEq c '_' || primEq c '\''

readsCharLit :: String -> [(Char, String)]
readsCharLit s = case s of
  ('\\' : r) -> [ (c, rest) | (c, '\'' : rest) <- readEscape r ]
  (c : '\'' : rest) -> if primEq c '\'' then [] else [(c, rest)]
  _ -> []

readsStringLit :: String -> [(String, String)]
readsStringLit s = case s of
  ('"' : rest) -> [([], rest)]
  ('\\' : '&' : r) -> readsStringLit r
  ('\\' : c : r) | primIsSpace c ->
    case dropWhile isSpace r of
      ('\\' : r') -> readsStringLit r'
      _ -> []
  ('\\' : r) -> [ (c : cs, rest) | (c, r1) <- readEscape r, (cs, rest) <- readsStringLit r1 ]
  (c : r) -> [ (c : cs, rest) | (cs, rest) <- readsStringLit r ]
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
  ('^' : c : r) -> if primGe c '@' && primLe c '_' then [(primChr (primSub (primOrd c) 64), r)] else []
  (c : _) | primIsDigit c -> readEscapeNumber 10 isDigit s
  _ -> readAsciiEscape s

readEscapeNumber :: Int -> (Char -> Bool) -> String -> [(Char, String)]
readEscapeNumber base ok s =
  let (ds, rest) = span ok s
      n = foldl (\acc c -> primAdd (primMul acc base) (digitToInt c)) 0 ds
  in if null ds || primGt n 1114111 then [] else [(primChr n, rest)]

-- \NUL .. \US, \SP, \DEL; the longest name wins (\SOH before \SO).
readAsciiEscape :: String -> [(Char, String)]
readAsciiEscape s =
  case [ (primChr i, drop (length name) s) | (i, name) <- zip (enumFromTo 0 32) asciiNames, isPrefixOf name s ] of
    [] -> if isPrefixOf "DEL" s then [('\DEL', drop 3 s)] else []
    [m] -> [m]
    ms -> [last (sortOn (\m -> negate (length (snd m))) ms)]
