#!/usr/bin/env bash
# heap-sigint.sh -- a heap profile survives Ctrl-C: a profiled run
# interrupted with SIGINT ends by SIGINT (as GHC's programs do) and leaves
# a complete .hp: the header, samples that open and close in order, and
# the last, empty sample.  When the lazyrts hp2ps is built, it must read
# the file too.  Prints TAP.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
build=${LAZYRTS_TOP_BUILDDIR:-$top}
if [ ! -x "$(dirname "$LAZYRUN")/lazyrun-prof" ]; then
    echo "1..0 # SKIP no profiling way in this build"
    exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/heapsigint.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
cp "$here/heap_sigint/forever.hs" "$work/"
cd "$work" || exit 2
echo "1..3"

"$LAZYRUN" -prof -fprof-auto forever.hs +RTS -hc -i0.02 -RTS > out 2> err &
pid=$!
# wait until a census has been written, at most 20 s
for _ in $(seq 200); do
    n=$(grep -c '^BEGIN_SAMPLE' forever.hp 2>/dev/null)
    [ "${n:-0}" -ge 3 ] && break
    sleep 0.1
done
kill -INT "$pid"
wait "$pid"
status=$?
if [ "$status" = 130 ]; then
    echo "ok 1 - the run ended by SIGINT"
else
    echo "not ok 1 - the run ended with status $status, expected 130 (SIGINT)"
    sed 's/^/# /' err
fi

if awk 'NR == 1 && !/^JOB "/ { bad = "no JOB line" }
        /^BEGIN_SAMPLE / { if (open) bad = "nested sample at line " NR; open = 1; t = $2; n++; empty = 1 }
        /^END_SAMPLE / { if (!open || $2 != t) bad = "unmatched END_SAMPLE at line " NR; open = 0 }
        /\t/ { if (!open) bad = "band outside a sample at line " NR; empty = 0 }
        END { if (open) bad = "the last sample is not closed";
              if (n < 3) bad = "only " n " samples";
              if (!empty) bad = "the last sample is not empty";
              if (bad) { print bad; exit 1 } }' forever.hp > why; then
    echo "ok 2 - forever.hp is complete ($(grep -c '^BEGIN_SAMPLE' forever.hp) samples)"
else
    echo "not ok 2 - forever.hp is incomplete: $(cat why)"
    tail -5 forever.hp | sed 's/^/# /'
fi

hp2ps=$build/utils/hp2ps/hp2ps
if [ -x "$hp2ps" ]; then
    if "$hp2ps" forever.hp 2> hp2ps.err && [ -s forever.ps ]; then
        echo "ok 3 - hp2ps reads forever.hp"
    else
        echo "not ok 3 - hp2ps refused forever.hp"
        sed 's/^/# /' hp2ps.err
    fi
else
    echo "ok 3 # SKIP hp2ps not built"
fi
