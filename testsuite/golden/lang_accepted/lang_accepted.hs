{-# LANGUAGE Haskell2010, BangPatterns, BinaryLiterals #-}
{-# language ScopedTypeVariables,
             InstanceSigs -- a comment inside the pragma
           , NamedFieldPuns, FlexibleContexts, NoLambdaCase #-}
{-# OPTIONS_GHC -Wall -fno-warn-missing-signatures -Wno-type-defaults -O0 #-}
{-# OPTIONS_HADDOCK hide #-}
{- The extensions lazyrts has, or that change nothing in what it runs,
   are accepted; so are GHC's warning flags. -}
module Main (main) where

data Point = Point { px :: Int, py :: Int }

instance Show Point where
  show :: Point -> String
  show Point{px, py} = "<" ++ show px ++ "," ++ show py ++ ">"

sumStrict :: [Int] -> Int
sumStrict = go 0
  where
    go !acc [] = acc
    go !acc (x : xs) = go (acc + x) xs

describe :: Show [a] => [a] -> String
describe xs = "list " ++ show xs

main :: IO ()
main = do
  print (Point 0b101 0B11)
  print (sumStrict [1 .. 100])
  putStrLn (describe [True, False])
