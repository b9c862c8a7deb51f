-- System.Environment (base-4.15): arguments and program name.
module System.Environment (getArgs, getProgName) where

import Base
