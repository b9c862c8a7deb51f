-- Debug.Trace (base-4.15): messages go to stderr.
module Debug.Trace
  ( trace, traceShow, traceShowId, traceId, traceIO, traceM, traceShowM
  ) where

import Base
