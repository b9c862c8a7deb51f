-- +RTS -s<file> naming a file that cannot be created: a flag error, as in
-- GHC (message, usage text, exit status 1), and the program never runs
main :: IO ()
main = putStrLn "this must not be printed"
