-- Fixture for test_embed_lib: every character that is awkward in C.
module Fixture.Tricky where

-- Quotes and backslashes: "a \"quoted\" string", 'c', '\'', '\\', "\n\t\\"
quoted = "say \"hi\"\\n" ++ ['\'', '\\', '"']

-- Trigraphs must survive untouched: ??= ??/ ??' ??( ??) ??! ??< ??> ??-
trigraphs = "??=??/??'??(??)??!??<??>??-"

-- C comment markers inside Haskell: /* not a comment */ and */ and //
slash = "/*" ++ "*/" ++ "//"

-- Tabs:	here	and	here
-- UTF-8: λx → x, ∀a. a, "naïve café", 𝔘𝔫𝔦𝔠𝔬𝔡𝔢
lambda = "λ→∀ naïve 𝔘"

-- Percent signs for printf-minded generators: %s %d %% %n
percent = "%s%d%%%n"

{- A nested {- comment -} and a line ending in a backslash \
   and a question mark at the very end ?-}
final = '?'
-- no newline at the end