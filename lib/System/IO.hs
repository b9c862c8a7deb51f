-- System.IO (base-4.15), the parts lazyrts provides.
module System.IO
  ( IO, FilePath, Handle, IOMode(..), BufferMode(..)
  , stdin, stdout, stderr, withFile, openFile, hClose, hFlush
  , hSetBuffering, hSetEcho, hIsEOF, isEOF
  , hGetChar, hGetLine, hGetContents, hPutChar, hPutStr, hPutStrLn, hPrint
  , putChar, putStr, putStrLn, print, getChar, getLine, getContents, interact
  , readFile, writeFile, appendFile, readIO, readLn
  ) where

import Base
