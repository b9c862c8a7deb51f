-- Records: construction, field selection, record update, field patterns,
-- derived Show and Eq (with -fprof-auto GHC gives each field selector and
-- each derived method used a cost centre)
data Employee = Employee
  { name :: String
  , dept :: String
  , salary :: Int
  , years :: Int
  } deriving (Show, Eq)

staff :: [Employee]
staff =
  [ Employee { name = "ada", dept = "eng", salary = 120, years = 5 }
  , Employee { name = "bo", dept = "ops", salary = 80, years = 2 }
  , Employee { name = "cy", dept = "eng", salary = 100, years = 9 }
  , Employee { name = "di", dept = "sales", salary = 70, years = 1 }
  , Employee { name = "ed", dept = "ops", salary = 90, years = 12 }
  ]

raise :: Int -> Employee -> Employee
raise pct e = e { salary = salary e + salary e * pct `div` 100 }

anniversary :: Employee -> Employee
anniversary e@Employee { years = y } = e { years = y + 1 }

payroll :: [Employee] -> Int
payroll es = sum (map salary es)

byDept :: String -> [Employee] -> [String]
byDept d es = [name e | e <- es, dept e == d]

senior :: Employee -> Bool
senior Employee { years = y, salary = s } = y >= 5 || s > 110

simulate :: Int -> [Employee] -> [Employee]
simulate 0 es = es
simulate n es = simulate (n - 1) (map (anniversary . raise 3) es)

main :: IO ()
main = do
  print (payroll staff)
  print (byDept "eng" staff, byDept "ops" staff)
  let later = simulate 20 staff
  print (payroll later)
  print (map name (filter senior later))
  print (head later)
  print (raise 10 (staff !! 1) == staff !! 1)
