-- Control.Exception (base-4.15), for the exceptions of the subset.
-- SomeException is exported without its constructor (Note [Exceptions]
-- in Base): handlers are typed SomeException or a particular exception
-- type.
module Control.Exception
  ( SomeException
  , Exception(toException, fromException, displayException)
  , IOException, ArithException(..), ErrorCall(..), PatternMatchFail(..)
  , RecConError(..), RecSelError(..), RecUpdError(..), NoMethodError(..)
  , NonTermination(..)
  , throw, throwIO, ioError
  , catch, catchJust, handle, handleJust, try, tryJust, evaluate
  , bracket, bracket_, bracketOnError, finally, onException
  ) where

import Base
