#!/usr/bin/env bash
# image.sh -- the library image (Note [The library image] in
# compiler/image.c).  A program runs the same with the image mapped, with
# it read into memory (LAZYRTS_IMAGE_MAP=0) and with the library compiled
# from source (LAZYRTS_LIBRARY=source, also what a missing image means);
# a damaged, truncated, foreign or stale image gets one message naming the
# file and the problem, exit status 1 and no output from the program; an
# image that cannot be written leaves no file behind; what start-up reads
# lies at the start of the image (laid out by use).  Works on copies of
# the executable and its image in a scratch directory (the executable
# finds its image beside it), never on the build tree's.  Prints TAP.
# See docs/testing-notes.md.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
work=$(mktemp -d "${TMPDIR:-/tmp}/image.XXXXXX") || exit 2
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
export LC_ALL=C.UTF-8
unset GHCRTS LAZYRTS_LIBRARY LAZYRTS_IMAGE_MAP LAZYRTS_IMAGE_VERIFY

t=0
ok() { t=$((t + 1)); echo "ok $t - $1"; }
not_ok() { t=$((t + 1)); echo "not ok $t - $1"; }
check() { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }

img="$LAZYRUN.img"
if [ ! -f "$img" ]; then
    echo "1..0 # SKIP no library image beside $LAZYRUN"
    exit 0
fi
echo "1..19"
bin="$work/bin"
mkdir -p "$bin"
cp "$LAZYRUN" "$bin/lazyrun" && cp "$img" "$bin/lazyrun.img" || exit 2
run="$bin/lazyrun"

# a program that uses classes, instances, records, Integer and the text
# functions of several library modules
cat > "$work/prog.hs" <<'EOF'
import Data.List (sortBy, group, sort)
import Data.Char (toUpper)
import qualified Data.Maybe as M
data Shape = Circle { radius :: Double } | Rect Double Double deriving (Show, Eq)
class Area a where area :: a -> Double
instance Area Shape where
  area (Circle r) = 3 * r * r
  area (Rect w h) = w * h
main :: IO ()
main = do
  let shapes = [Circle 1.5, Rect 2 3, Circle 0.5]
  print (map area shapes, maximum (map area shapes))
  print (sortBy (\a b -> compare (area a) (area b)) shapes)
  putStrLn (map toUpper (unwords (map show [product [1..25 :: Integer], 2 ^ 70])))
  print (map (\g -> (head g, length g)) (group (sort "mississippi")))
  print (M.mapMaybe (\x -> if x > 2 then Just (x * x) else Nothing) [1..6 :: Int])
  print (words "  lazy  runtime system ", reads "42 rest" :: [(Int, String)])
EOF
(cd "$work" && "$run" prog.hs > mapped.out 2> mapped.err; echo $? > mapped.rc)
(cd "$work" && LAZYRTS_IMAGE_MAP=0 "$run" prog.hs > read.out 2> read.err; echo $? > read.rc)
(cd "$work" && LAZYRTS_LIBRARY=source "$run" prog.hs > source.out 2> source.err; echo $? > source.rc)
check "the program runs with the image mapped" \
    '[ "$(cat "$work/mapped.rc")" = 0 ] && [ -s "$work/mapped.out" ] && [ ! -s "$work/mapped.err" ]'
check "the image read into memory gives the same output" \
    '[ "$(cat "$work/read.rc")" = 0 ] && cmp -s "$work/mapped.out" "$work/read.out"'
check "the library compiled from source gives the same output" \
    '[ "$(cat "$work/source.rc")" = 0 ] && cmp -s "$work/mapped.out" "$work/source.out"'

# the image is laid out by use (Note [Laying out the image by use] in
# compiler/image.c): the pages `main = return ()` touches lie at its start
printf 'main :: IO ()\nmain = return ()\n' > "$work/empty.hs"
"$run" --image-trace "$bin/lazyrun.img" "$work/empty.pages" "$work/empty.hs"
rc=$?
npages=$(( $(stat -c %s "$bin/lazyrun.img") / 4096 ))
check "start-up's pages lie together at the start of the image" \
    '[ $rc = 0 ] && [ -s "$work/empty.pages" ] && [ "$(sort -n "$work/empty.pages" | tail -1)" -lt $((npages / 4)) ]'

# a compile error reads the same either way
printf 'main = print (lenght [1, 2])\n' > "$work/err.hs"
(cd "$work" && "$run" err.hs > /dev/null 2> err_img.txt)
(cd "$work" && LAZYRTS_LIBRARY=source "$run" err.hs > /dev/null 2> err_src.txt)
check "a scope error's message is the same with the image" \
    'grep -q "Variable not in scope" "$work/err_img.txt" && cmp -s "$work/err_img.txt" "$work/err_src.txt"'

# expect_bad NAME PATTERN [ENV...]: the program must fail with the message
expect_bad() {
    local name=$1 pattern=$2
    shift 2
    (cd "$work" && env "$@" "$run" prog.hs > bad.out 2> bad.err; echo $? > bad.rc)
    if [ "$(cat "$work/bad.rc")" = 1 ] && [ ! -s "$work/bad.out" ] \
       && [ "$(wc -l < "$work/bad.err")" = 1 ] \
       && grep -q "^lazyrun: the library image $bin/lazyrun.img cannot be used: $pattern" "$work/bad.err"; then
        ok "$name"
    else
        not_ok "$name"
        sed 's/^/# /' "$work/bad.err"
    fi
}

good="$work/good.img"
cp "$bin/lazyrun.img" "$good"
size=$(wc -c < "$good")

# one byte of the block flipped: found when every byte is verified
cp "$good" "$bin/lazyrun.img"
printf '\377' | dd of="$bin/lazyrun.img" bs=1 seek=$((4096 + size / 3)) conv=notrunc 2>/dev/null
expect_bad "a damaged block is found when verified" "it is damaged" LAZYRTS_IMAGE_VERIFY=1
expect_bad "a damaged block is found when read into memory" "it is damaged" LAZYRTS_IMAGE_MAP=0
# damage that start-up meets, mapped and unverified (Note [A damaged block
# met late] in compiler/image.c): a fault, an internal error or a bogus
# compile error without the check; the same message with it.  Under the
# sanitizers (make check exports LAZYRTS_SAN_FLAGS) UBSan stops the run at
# the first bad pointer, before any fault, with its own report.
if [ -n "${LAZYRTS_SAN_FLAGS:-}" ]; then
    ok "a block damaged where start-up reads it is named, not a crash # SKIP sanitizers report the bad pointer first"
    ok "a block zeroed where start-up reads it is named, not a crash # SKIP sanitizers report the bad pointer first"
else
    cp "$good" "$bin/lazyrun.img"
    head -c 65536 /dev/zero | tr '\0' '\377' \
        | dd of="$bin/lazyrun.img" bs=1 seek=4096 conv=notrunc 2>/dev/null
    expect_bad "a block damaged where start-up reads it is named, not a crash" "it is damaged"
    cp "$good" "$bin/lazyrun.img"
    head -c 65536 /dev/zero | dd of="$bin/lazyrun.img" bs=1 seek=69632 conv=notrunc 2>/dev/null
    expect_bad "a block zeroed where start-up reads it is named, not a crash" "it is damaged"
fi

# the header's build ID changed: another build
cp "$good" "$bin/lazyrun.img"
printf '\377\377\377\377' | dd of="$bin/lazyrun.img" bs=1 seek=20 conv=notrunc 2>/dev/null
expect_bad "an image of another build is refused" "it was made by another"

# cut short: at the end, and inside the header's page
head -c $((size - 8)) "$good" > "$bin/lazyrun.img"
expect_bad "a truncated image is refused" "it is truncated"
head -c 4000 "$good" > "$bin/lazyrun.img"
expect_bad "an image cut inside its header's page is refused" "it is truncated"
printf 'main = return ()\n' > "$bin/lazyrun.img"
expect_bad "a file that is no image is refused" "it is not a library image"

# another way's image (when that way is built)
other="$(dirname "$LAZYRUN")/lazyrun-prof.img"
if [ -f "$other" ]; then
    cp "$other" "$bin/lazyrun.img"
    expect_bad "another executable's image is refused" "it was made by another"
else
    ok "another executable's image is refused # SKIP no profiling way"
fi

# no image: the library is compiled from its sources
rm -f "$bin/lazyrun.img"
(cd "$work" && "$run" prog.hs > none.out 2>&1)
check "without an image the program runs from source" 'cmp -s "$work/mapped.out" "$work/none.out"'

# making an image where it cannot be written: a message, no file
"$run" --make-image "$work/no/such/dir/x.img" 2> "$work/make0.err"
rc=$?
check "an image in a missing directory is reported" \
    '[ $rc = 1 ] && [ "$(wc -l < "$work/make0.err")" = 1 ] && grep -q "^lazyrun: cannot " "$work/make0.err"'
mkdir -p "$work/ro"
chmod a-w "$work/ro"
if [ -w "$work/ro" ]; then
    ok "an unwritable image is reported # SKIP running as root"
else
    "$run" --make-image "$work/ro/x.img" 2> "$work/make.err"
    rc=$?
    check "an unwritable image is reported, and no file is left" \
        '[ $rc = 1 ] && grep -q "^lazyrun: cannot " "$work/make.err" && [ -z "$(ls -A "$work/ro")" ]'
fi

# and a fresh one is made and used
"$run" --make-image "$bin/lazyrun.img" 2> "$work/make2.err"
(cd "$work" && "$run" prog.hs > again.out 2>&1)
check "an image made again is used and gives the same output" \
    '[ -s "$bin/lazyrun.img" ] && [ ! -s "$work/make2.err" ] && cmp -s "$work/mapped.out" "$work/again.out"'
check "making it leaves no file but the image" \
    '[ "$(ls -A "$bin")" = "$(printf "lazyrun\nlazyrun.img")" ]'
