-- nofib's eliza defines its own Word: GHC's Prelude exports one since
-- base-4.8, so every unqualified use of it is ambiguous.
type Word = String

keywords :: [Word]
keywords = words "can you help me"

main :: IO ()
main = mapM_ putStrLn keywords
