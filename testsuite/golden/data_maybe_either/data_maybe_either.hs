-- Data.Maybe and Data.Either helpers
import Data.Maybe
import Data.Either

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

parseDigit :: Char -> Either String Int
parseDigit c
  | c >= '0' && c <= '9' = Right (fromEnum c - fromEnum '0')
  | otherwise = Left ("not a digit: " ++ [c])

main :: IO ()
main = do
  let ms = [safeDiv 10 2, safeDiv 1 0, safeDiv 9 3]
  print ms
  print (catMaybes ms, mapMaybe (safeDiv 100) [0, 3, 0, 7], map isJust ms, map isNothing ms)
  print (fromMaybe 0 (safeDiv 1 0), maybe "none" show (safeDiv 7 2), fromJust (head ms))
  print (listToMaybe [1, 2, 3 :: Int], listToMaybe ([] :: [Int]), maybeToList (Just 'x'), maybeToList (Nothing :: Maybe Int))
  let es = map parseDigit "4x2?"
  print es
  print (lefts es, rights es, partitionEithers es)
  print (map (either length (* 10)) es, isLeft (head es), isRight (head es))
  print (fromLeft "default" (Left "left" :: Either String Int), fromRight 0 (Left "x" :: Either String Int))
  print (lookup 3 [(1, "one"), (3, "three")] == Just "three", Just 5 > Nothing, Left 9 < (Right 1 :: Either Int Int))
  print (maybe Nothing (Just . (+ 1)) (Just 41), either Left (Right . length) (Right "four" :: Either Int String), maybe Nothing (Just . (* 2)) (Nothing :: Maybe Int))
