-- A type error on a line indented with tabs: the excerpt quoted in the
-- message is the expression, counted in columns as tabs advance them.
main :: IO ()
main = do
	putStrLn "first"
	putStrLn	(not "second")
