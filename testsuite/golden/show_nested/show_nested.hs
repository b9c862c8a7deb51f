-- show of nested standard types: Maybe, Either, tuples, lists, chars, strings
main :: IO ()
main = do
  print (Just (-3 :: Int))
  print [Just (Left (2 :: Int)), Just (Right "two"), Nothing :: Maybe (Either Int String)]
  print (Left (-2.5) :: Either Double Int)
  print ((1 :: Int, 'a', "b"), [(True, [[1, 2], [3 :: Int]])], ((), (LT, EQ, GT)))
  print (Just (Just (Just (-0.1 :: Double))))
  print [[[-1 :: Int]]]
  print "quote \" backslash \\ tab \t newline \n bell \a del \DEL"
  print "\1234x \200\&9 \SOH \SO\&H end"
  print ['a', '\'', '"', '\n', '\0', ' ']
  print (Just 'q', Just "str", [Just "x", Nothing])
  putStrLn (show (Just [Left 'a', Right (-2 :: Int)]))
  print (words "  show   each word ", unwords ["a", "b"])
  print (zip [1 :: Int ..] "abc", lookup 2 (zip [1 :: Int ..] "xyz"))
  print (showString "pre" "fix", shows (12 :: Int) "!", showParen True (shows (5 :: Int)) "")
