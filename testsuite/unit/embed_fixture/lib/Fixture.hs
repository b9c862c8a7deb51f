-- Fixture for testsuite/unit/test_embed_lib.c: an ordinary module.
module Fixture (answer) where

answer :: Int
answer = 42
