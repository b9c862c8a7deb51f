module Geometry (area) where

area :: Double -> Double
area r = pi * r * r
