module Prim where

primAdd :: a -> a -> a
primSub :: a -> a -> a
primMul :: a -> a -> a
primNegate :: a -> a
primAbs :: a -> a
primSignum :: a -> a
primQuot :: a -> a -> a
primRem :: a -> a -> a
primDiv :: a -> a -> a
primMod :: a -> a -> a
primQuotRem :: a -> a -> (a, a)
primDivMod :: a -> a -> (a, a)
primFDiv :: a -> a -> a
primToDouble :: a -> Double
primTruncate :: a -> Integer
primRound :: a -> Integer
primCeiling :: a -> Integer
primFloor :: a -> Integer
primSqrt :: a -> a
primExp :: a -> a
primLog :: a -> a
primSin :: a -> a
primCos :: a -> a
primTan :: a -> a
primAsin :: a -> a
primAcos :: a -> a
primAtan :: a -> a
primSinh :: a -> a
primCosh :: a -> a
primTanh :: a -> a
primAtan2 :: a -> a -> a
primPow :: a -> a -> a
primIsNaN :: a -> Bool
primIsInfinite :: a -> Bool
primAnd :: a -> a -> a
primOr :: a -> a -> a
primXor :: a -> a -> a
primComplement :: a -> a
primShiftL :: a -> Int -> a
primShiftR :: a -> Int -> a
primPopCount :: a -> Int
primEq :: a -> a -> Bool
primNe :: a -> a -> Bool
primLt :: a -> a -> Bool
primLe :: a -> a -> Bool
primGt :: a -> a -> Bool
primGe :: a -> a -> Bool
primCompare :: a -> a -> Ordering
primEqString :: String -> String -> Bool
primCompareString :: String -> String -> Ordering
primListIndex :: [a] -> Int -> a
primListLength :: [a] -> Int -> Int
primFindElem :: (a -> a -> Bool) -> a -> [a] -> [a]
primFindKey :: (a -> a -> Bool) -> a -> [(a, b)] -> [(a, b)]
primSort :: (a -> a -> Ordering) -> [a] -> [a]
primOrd :: Char -> Int
primChr :: Int -> Char
primIsUpper :: Char -> Bool
primIsLower :: Char -> Bool
primIsAlpha :: Char -> Bool
primIsDigit :: Char -> Bool
primIsAlphaNum :: Char -> Bool
primIsSpace :: Char -> Bool
primIsPunctuation :: Char -> Bool
primIsSymbol :: Char -> Bool
primIsPrint :: Char -> Bool
primToUpper :: Char -> Char
primToLower :: Char -> Char
primShowNum :: a -> String
primReadNumber :: String -> [a]
primTypeOf :: a -> Int
primConTag :: a -> Int
primConArity :: a -> Int
primConField :: a -> Int -> b
primConName :: a -> String
primConFieldName :: a -> Int -> String
primConIsInfix :: a -> Bool
primConFixity :: a -> Int
primConFamilySize :: a -> Int
primConSibling :: a -> Int -> [a]
primSeq :: a -> b -> b
primRaise :: SomeException -> a
primCatch :: (World -> IORes a) -> (SomeException -> World -> IORes a) -> World -> IORes a
primHPutChar :: Int -> Char -> ()
primHPutStrBegin :: Int -> ()
primHPutStrPrefix :: Int -> String -> String
primHPutStrEnd :: Int -> Bool -> ()
primHFlush :: Int -> ()
primHClose :: Int -> Bool
primHGetChar :: Int -> Char
primHGetLine :: Int -> String
primHGetChunk :: Int -> String
primHIsEOF :: Int -> Bool
primHSetBuffering :: Int -> Int -> ()
primOpenFile :: String -> Int -> Int
primStrError :: Int -> String
primHError :: Int -> Int
primHFailed :: Int -> Bool
primHName :: Int -> String
primGetArgs :: () -> [String]
primGetProgName :: () -> String
primProfCallStack :: () -> String
primExit :: Int -> a
primIntAdd :: Int -> Int -> Int
primIntSub :: Int -> Int -> Int
primIntMul :: Int -> Int -> Int
primIntNegate :: Int -> Int
primIntAbs :: Int -> Int
primIntQuot :: Int -> Int -> Int
primIntRem :: Int -> Int -> Int
primIntDiv :: Int -> Int -> Int
primIntMod :: Int -> Int -> Int
primIntQuotRem :: Int -> Int -> (Int, Int)
primIntDivMod :: Int -> Int -> (Int, Int)
primIntShiftL :: Int -> Int -> Int
primIntegerToInt :: Integer -> Int
primUnsafeCoerce :: a -> b
primAsinh :: a -> a
primAcosh :: a -> a
primAtanh :: a -> a
primDecodeDouble :: Double -> (Integer, Int)
primEncodeDouble :: Integer -> Int -> Double
primToFloat :: a -> Float
primIntToFloat :: Int -> Float
primDecodeFloat :: Float -> (Integer, Int)
primEncodeFloat :: Integer -> Int -> Float
primReadFloat :: String -> [Float]
primWordAdd :: Word -> Word -> Word
primWordSub :: Word -> Word -> Word
primWordMul :: Word -> Word -> Word
primWordNegate :: Word -> Word
primWordQuot :: Word -> Word -> Word
primWordRem :: Word -> Word -> Word
primWordQuotRem :: Word -> Word -> (Word, Word)
primWordLt :: Word -> Word -> Bool
primWordLe :: Word -> Word -> Bool
primWordGt :: Word -> Word -> Bool
primWordGe :: Word -> Word -> Bool
primWordToInteger :: Word -> Integer
primIntegerToWord :: Integer -> Word
primWordToInt :: Word -> Int
primIntToWord :: Int -> Word
