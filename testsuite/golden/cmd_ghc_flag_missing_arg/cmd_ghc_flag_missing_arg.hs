-- golden: -o takes the next argument as its file, as in GHC, so here the
-- program's name is taken by it and no program is left
main :: IO ()
main = print True
