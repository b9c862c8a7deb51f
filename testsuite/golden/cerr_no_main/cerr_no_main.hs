-- A module without main
helper :: Int -> Int
helper = (+ 1)
