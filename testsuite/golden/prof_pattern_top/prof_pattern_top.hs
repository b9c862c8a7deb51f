-- Top-level pattern bindings: GHC gives the pattern its own centre,
-- (...), with the binding's span, beside one per bound variable; the
-- tuple is a CAF, evaluated once, under the module's CAF
(low, high) = (minimum samples, maximum samples)

Just limit = lookup "limit" settings

[first, second] = take 2 (filter even samples)

samples :: [Int]
samples = [17, 4, 42, 8, 23, 15, 16]

settings :: [(String, Int)]
settings = [("limit", 30), ("depth", 3)]

main :: IO ()
main = do
  print low
  print high
  print (length (filter (< limit) samples))
  print (first + second)
