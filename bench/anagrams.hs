-- Benchmark: word puzzles by list comprehensions over String: anagram
-- classes, crossword patterns, words spelled from a rack, word squares
import Data.List (sort, sortBy, groupBy, nub, (\\))

size :: Int
size = 4

threes :: [String]
threes = words "ace act add age ago aid aim air ale all and ant any ape arc are ark arm art \
  \ash ask ate awe axe bad bag ban bar bat bay bed bee beg bet bid big bin bit boa bog \
  \bow box boy bud bug bun bus but buy cab can cap car cat cod cog con cot cow cry cub \
  \cue cup cut dab dad dam day den dew did die dig dim din dip doe dog don dot dry due \
  \dug dye ear eat ebb eel egg ego elf elk elm emu end era eve ewe eye fan far fat fed \
  \fee few fig fin fir fit fix flu fly foe fog for fox fry fun fur gap gas gel gem get \
  \gin gnu god got gum gun gut guy had ham has hat hay hen her hew hid him hip his hit \
  \hog hop hot how hub hue hug hum hut ice icy ill imp ink inn ion ire irk its ivy jab \
  \jam jar jaw jet jig job jog jot joy jug key kid kin kit lab lad lag lap law lay led \
  \leg let lid lie lip lit log lot low mad man map mar mat may men met mid mix mob mop \
  \mud mug nab nag nap net new nit nod nor not now nut oak oar oat odd ode off oft oil \
  \old one opt orb ore our out owe owl own pad pal pan par pat paw pay pea peg pen pet \
  \pie pig pin pit ply pod pot pry pub pun pup put rag ram ran rap rat raw ray red rib \
  \rid rig rim rip rob rod roe rot row rub rug rum run rut rye sad sag sap sat saw say \
  \sea see set sew shy sin sip sir sit six ski sky sly sob sod son sow soy spa spy sty \
  \sub sue sum sun tab tad tag tan tap tar tea ted tee ten tie tin tip toe ton too top \
  \tot tow toy try tub tug two urn use van vat vet vow wag war was wax way web wed wet \
  \who why wig win wit woe wok won woo wow yak yam yap yaw yea yen yes yet yew you zap zoo"

fours :: [String]
fours = words "able acre aged aide also area arts atom aunt away bake bale band bare bark \
  \barn base bead beam bean bear beat beer bell belt bend best bird bite blot blue boat \
  \bold bolt bone book boot bore born both bowl burn cake call calm came cane cape card \
  \care cart case cast cave cell cent coal coat code coil cold cone cord core corn cost \
  \dale dame dare dart date dean dear deal dent diet dine dire dole dome done door dose \
  \dote earn ease east eats edit emit even evil face fact fade fail fair fame fare fast \
  \fate fear feat file fine fire fish fist five flat flea foam fond font fore form fort \
  \gait gale game gate gear gild girl give glad goal gold golf gone hail hair hale halt \
  \hare harm hate heal hear heat herd hero hide hint hire hole horn hose host idea isle \
  \item lace lair lake lame lane last late lead leaf lean lear lens liar lied line lion \
  \list lone lore lose lost mace made mail main male mane mare mate meal mean meat mile \
  \mine mint mist mode mole more most name near neat nest nets note once open oral ores \
  \pace pail pain pair pale pare part past pate peal pear peat pest pier pile pine pint \
  \plea pole pore port post race rail rain rant rare rate read real rear rein rent rest \
  \rice ride rile riot rise road roam role rose rote ruse sage sail sale salt same sane \
  \sate seal seat sent silo sire site slat slot snip sole some sore sort spin spit star \
  \stem step stir tail tale tame tare tarn team tear teal tend tern tide tier tile time \
  \tine tire toad toes tone tore torn tour tram trim vale vane vase veil vent vile vine \
  \wade wait wake wane ward ware warm wart wear weld wide wile wine wire wise word wore"

-- the letters of a word in order: anagrams share their key
key :: String -> String
key = sort

anagramClasses :: [String] -> [[String]]
anagramClasses ws =
  [ map snd g | g <- groupBy (\a b -> fst a == fst b) (sort [(key w, w) | w <- nub ws])
              , length g > 1 ]

-- '?' matches any letter
matches :: String -> String -> Bool
matches pat w = length pat == length w && and [p == '?' || p == c | (p, c) <- zip pat w]

-- the words that can be spelled with the letters of the rack
spellable :: String -> [String] -> [String]
spellable rack ws = [w | w <- ws, fits w rack]
  where
    fits [] _ = True
    fits (c : cs) r = c `elem` r && fits cs (r \\ [c])

-- squares whose rows read the same as their columns
squares3 :: [String] -> [[String]]
squares3 ws = [ [a, b, c] | a <- ws, b <- ws, b !! 0 == a !! 1
                          , c <- ws, c !! 0 == a !! 2, c !! 1 == b !! 2 ]

squares4 :: [String] -> Char -> [[String]]
squares4 ws start =
  [ [a, b, c, d] | a <- ws, head a == start
                 , b <- ws, b !! 0 == a !! 1
                 , c <- ws, c !! 0 == a !! 2, c !! 1 == b !! 2
                 , d <- ws, d !! 0 == a !! 3, d !! 1 == b !! 3, d !! 2 == c !! 3 ]

-- word ladders: the words one letter away from a word
neighbours :: [String] -> String -> [String]
neighbours ws w = [v | v <- ws, length [() | (x, y) <- zip v w, x /= y] == 1]

ladder :: [String] -> String -> String -> Maybe [String]
ladder ws from to = go [[from]] [from]
  where
    go [] _ = Nothing
    go (path@(w : _) : queue) seen
      | w == to = Just (reverse path)
      | otherwise = let next = [v | v <- neighbours ws w, v `notElem` seen]
                    in go (queue ++ [v : path | v <- next]) (next ++ seen)
    go ([] : queue) seen = go queue seen

main :: IO ()
main = do
  let ws = threes ++ fours
  print (length threes, length fours)
  let classes = anagramClasses ws
  putStrLn (show (length classes) ++ " anagram classes; the largest:")
  mapM_ (putStrLn . unwords) (take 6 (sortBy (\a b -> compare (length b, a) (length a, b)) classes))
  mapM_ (\p -> putStrLn (p ++ ": " ++ unwords [w | w <- ws, matches p w]))
        ["?a?e", "s??t", "??ar", "t?e", "?o?"]
  mapM_ (\r -> putStrLn (r ++ " spells " ++ show (length (spellable r ws)) ++ ": "
                         ++ unwords (take 12 (spellable r ws))))
        ["retains", "monarchy", "goldfish", "painters"]
  let sq3 = squares3 threes
  putStrLn (show (length sq3) ++ " word squares of three letters, e.g. " ++ show (take 2 sq3))
  mapM_ (\c -> let s = squares4 fours c
               in putStrLn (c : ": " ++ show (length s) ++ " squares of four, first " ++ show (take 1 s)))
        (take size "bcdfhlmnprstw")
  mapM_ (\(a, b) -> putStrLn (a ++ " -> " ++ b ++ ": " ++ maybe "none" unwords (ladder fours a b)))
        (take size [("cold", "warm"), ("lion", "bear"), ("fish", "bird"), ("hate", "love"), ("door", "gate")])
