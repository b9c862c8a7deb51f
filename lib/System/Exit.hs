-- System.Exit (base-4.15).
module System.Exit (ExitCode(..), exitWith, exitFailure, exitSuccess, die) where

import Base
