#!/usr/bin/env bash
# list-walk.sh -- the C list walk steps the tails of [x .. y] at Int and
# Integer itself (Note [The list walk steps enumerations] in rts/prim_walk.c).
# The step is found by the code generator by the shape of the library's
# code, and turns itself off if that code changes; this notices it: with
# the step, `length` allocates no count per element, so
# length [1 .. n] allocates 64 bytes an element at Int and 72 at Integer
# (box, thunk, cell) instead of 80 and 88.  Under -hT the step is off (the census sees what the
# bytecode builds), and the output is the same.  The walks also step
# the tails of ++ (Note [The walks step appends]): `length (xs ++ [1])`
# with xs evaluated allocates no count per element, 16 bytes an element
# less than `length (map id xs ++ [1])`, whose cells the step cannot
# make (a thunk of map's per cell).  Prints TAP.  See
# docs/testing-notes.md.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
work=$(mktemp -d "${TMPDIR:-/tmp}/listwalk.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
export LC_ALL=C.UTF-8
unset GHCRTS LAZYRTS_LIBRARY LAZYRTS_GC_TORTURE

t=0
ok() { t=$((t + 1)); echo "ok $t - $1"; }
not_ok() { t=$((t + 1)); echo "not ok $t - $1"; }
check() { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }

echo "1..6"
cd "$work" || exit 2
for ty_max in Int:72 Integer:80; do
    ty=${ty_max%:*} max=${ty_max#*:}
    printf 'main :: IO ()\nmain = print (length [1 .. 200000 :: %s])\n' "$ty" > "$ty.hs"
    "$LAZYRUN" "$ty.hs" +RTS -s -RTS > "$ty.out" 2> "$ty.err"
    bytes=$(awk '/bytes allocated in the heap/ { gsub(",", "", $1); print $1 }' "$ty.err")
    check "$ty: length [1 .. n] is walked in C (${bytes:-?} bytes for 200000 elements)" \
        "[ -n '$bytes' ] && [ '$bytes' -lt $((200000 * max)) ] && grep -qx 200000 '$ty.out'"
    "$LAZYRUN" "$ty.hs" +RTS -hT -i0.5 -RTS > "$ty.hT.out" 2>&1
    check "$ty: under -hT the same output" "cmp -s '$ty.out' '$ty.hT.out'"
done
for f in 'xs ++ [1]' 'map id xs ++ [1]'; do
    n=$((${n:-0} + 1))
    printf 'main :: IO ()\nmain = do\n  let xs = replicate 200000 (7 :: Int)\n  print (length xs)\n  print (length (%s))\n' "$f" > app$n.hs
    "$LAZYRUN" app$n.hs +RTS -s -RTS > app$n.out 2> app$n.err
    b[$n]=$(awk '/bytes allocated in the heap/ { gsub(",", "", $1); print $1 }' app$n.err)
done
check "length (xs ++ ys) steps the append in C (${b[1]:-?} bytes, ${b[2]:-?} through map)" \
    "[ -n '${b[1]}' ] && [ -n '${b[2]}' ] && [ \$(( ${b[2]} - ${b[1]} )) -ge $((200000 * 12)) ]"
"$LAZYRUN" app1.hs +RTS -hT -i0.5 -RTS > app1.hT.out 2>&1
check "append: under -hT the same output" "printf '200000\n200001\n' | cmp -s - app1.out && cmp -s app1.out app1.hT.out"
