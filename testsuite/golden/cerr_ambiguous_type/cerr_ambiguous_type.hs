-- A type of the module's own with the name of one the Prelude exports:
-- every unqualified use of it is ambiguous, as in GHC.
type Ordering = String

ranks :: [Ordering]
ranks = words "first second third"

main :: IO ()
main = mapM_ putStrLn ranks
