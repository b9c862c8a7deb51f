#!/usr/bin/env bash
# retainer-deep.sh -- the heap traversal of the retainer profiler never
# grows the C stack: a list of N cells, a chain N deep (N = 300000, or
# $RETAINER_DEEP_N) and a cycle through a thunk, all live across censuses, profiled with
# -hr, -hr -hbdrag,void and -hb under `ulimit -s 1024` (1 MB of C
# stack, far less than a recursive traversal of any of them would need;
# the compiler itself needs more than 256 KB under AddressSanitizer).
# Each run must print the right answers, exit 0, and leave a .hp whose
# samples are well formed (and, for -hr, a .prof listing the sets).
# Prints TAP.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
if [ ! -x "$(dirname "$LAZYRUN")/lazyrun-prof" ]; then
    echo "1..0 # SKIP no profiling way in this build"
    exit 0
fi
n=${RETAINER_DEEP_N:-300000}
work=$(mktemp -d "${TMPDIR:-/tmp}/retainerdeep.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
cp "$here/retainer_deep/deep.hs" "$work/"
cd "$work" || exit 2
printf '%s\n%s\n1\n%s\n' "$n" "$n" $((2 * n + 1)) > expected
echo "1..3"
t=0
for mode in "-hr" "-hr -hbdrag,void" "-hb"; do
    t=$((t + 1))
    rm -f deep.hp deep.prof
    # shellcheck disable=SC2086
    (ulimit -s 1024 && exec "$LAZYRUN" -prof -fprof-auto deep.hs +RTS $mode -i0.05 -RTS \
        < <(echo "$n") > out 2> err)
    status=$?
    why=""
    [ $status -eq 0 ] || why="exit status $status: $(head -c 300 err)"
    [ -z "$why" ] && ! cmp -s out expected && why="wrong output: $(head -c 200 out)"
    [ -z "$why" ] && [ "$(grep -c '^BEGIN_SAMPLE' deep.hp)" -lt 3 ] && why="fewer than 3 samples"
    [ -z "$why" ] && ! awk '/^BEGIN_SAMPLE/ { if (open) bad = 1; open = 1 }
                          /^END_SAMPLE/ { if (!open) bad = 1; open = 0 }
                          END { exit bad || open }' deep.hp && why="malformed samples"
    if [ -z "$why" ] && [ "$mode" != "-hb" ] &&
       ! grep -q '^SET 2 = {<SYSTEM.SYSTEM>}$' deep.prof; then
        why="no retainer set listing in deep.prof"
    fi
    if [ -z "$why" ]; then
        echo "ok $t - $mode under ulimit -s 1024"
    else
        echo "not ok $t - $mode under ulimit -s 1024: $why"
    fi
done
