-- Control.Exception (base-4.15), for the library's exceptions.  Untyped,
-- a handler receives the raised value itself; SomeException is a name
-- for type annotations only.
module Control.Exception
  ( SomeException, ErrorCall(..), ArithException(..), PatternMatchFail(..)
  , IOException, ExitCode(..)
  , toException, fromException, displayException
  , throw, throwIO, ioError, catch, handle, try, evaluate
  , bracket, bracket_, finally, onException
  ) where

import Base
