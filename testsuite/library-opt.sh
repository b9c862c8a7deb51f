#!/usr/bin/env bash
# library-opt.sh -- the library's Core optimiser (Note [Library rewrites]
# in compiler/optimise.c).  Library code evaluates a saturated call of a
# primitive's wrapper in place (no PUSH_CONT before the primitive), in the
# library image and when the library is compiled from source, while the
# user's own call of the same wrapper keeps GHC -O0's case frame; elem
# at Char goes straight to its primitive, its eqStructural chain folded
# (Note [Constant functions]); and the program's output is the same
# either way.  Prints TAP.  See
# docs/testing-notes.md.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
work=$(mktemp -d "${TMPDIR:-/tmp}/libopt.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
export LC_ALL=C.UTF-8
unset GHCRTS LAZYRTS_LIBRARY LAZYRTS_IMAGE_MAP LAZYRTS_IMAGE_VERIFY LAZYRTS_DUMP_LIBS

t=0
ok() { t=$((t + 1)); echo "ok $t - $1"; }
not_ok() { t=$((t + 1)); echo "not ok $t - $1"; }
check() { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }

echo "1..6"
cat > "$work/prog.hs" <<'HS'
isVowel :: Char -> Bool
isVowel c = c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'

main :: IO ()
main = do
  print (filter (`elem` "aeiou") "the quick brown fox")
  print (lookup (3 :: Int) (zip [1 ..] "abcde"))
  print (length (filter isVowel "jumps over the lazy dog"))
  print (elem (2.5 :: Double) [0.5, 1.5, 2.5])
  print (elem "b" ["a", "b"], elem (1 :: Int, 'x') [(1, 'x')])
HS
printf '"euioo"\nJust '"'"'c'"'"'\n6\nTrue\n(True,True)\n' > "$work/expected"

# The code of one binding in a --dump-bytecode listing: its header line up
# to the next binding's.
code_of() { awk -v b="$2" '/^[^ ]/ { p = (index($0, b ": ") == 1) } p' "$1"; }

for way in image source; do
    if [ "$way" = source ]; then export LAZYRTS_LIBRARY=source; fi
    LAZYRTS_DUMP_LIBS=1 "$LAZYRUN" --dump-bytecode "$work/prog.hs" > "$work/$way.bc" 2>&1
    # at Double, whose (==) is not structural, elem is the loop
    code_of "$work/$way.bc" elemList > "$work/$way.elem"
    check "$way: the library's elem loop at Double compares in place" \
        "grep -q PRIM_EQ '$work/$way.elem' && ! grep -q PUSH_CONT '$work/$way.elem'"
    code_of "$work/$way.bc" elem > "$work/$way.find"
    check "$way: the library's elem at Char, String and (Int, Char) knows its (==) is structural (Note [Finding in C] in lib/Base.hs)" \
        "grep -q 'PRIM  ' '$work/$way.find' && ! grep -q 'PUSH_CONT\\|CALL' '$work/$way.find'"
    unset LAZYRTS_LIBRARY
done
code_of "$work/image.bc" isVowel > "$work/user.isVowel"
check "the user's (==) at Char keeps its case frame (GHC -O0's call)" \
    "grep -q PUSH_CONT '$work/user.isVowel' && grep -q PRIM_EQ '$work/user.isVowel'"
"$LAZYRUN" "$work/prog.hs" > "$work/out" 2>&1
check "the program's output" "cmp -s '$work/out' '$work/expected'"
