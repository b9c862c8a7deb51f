-- A misspelt name in the export list
module Main (mian) where

main :: IO ()
main = return ()
