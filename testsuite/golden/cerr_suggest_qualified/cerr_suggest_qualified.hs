-- A qualified name is compared with the qualified names in scope
import qualified Data.List as L

main :: IO ()
main = print (L.sortby compare [3, 1, 2 :: Int])
