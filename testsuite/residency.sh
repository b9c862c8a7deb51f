#!/usr/bin/env bash
# residency.sh -- space leaks that the collector must not have: each
# program of testsuite/residency/ names its bound in a line
# `-- max-residency: BYTES`, and its "bytes maximum residency" (+RTS -s)
# must stay within it, in the vanilla way and (when this build has it) the
# profiling way.  The runs take +RTS -hT -i0, which makes every collection
# a major one followed by a census, so the figure is the same from run to
# run and follows the program's live data closely (no time is measured).
# The bounds are about twice what the programs need; a leak of the kind
# each program's comment describes is ten to a hundred times larger.
# Prints TAP.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
ways=("")
[ -x "${LAZYRUN_PROF:-$(dirname "$LAZYRUN")/lazyrun-prof}" ] && ways+=(-prof)
work=$(mktemp -d "${TMPDIR:-/tmp}/residency.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
unset GHCRTS LAZYRTS_GC_TORTURE
export LC_ALL=C.UTF-8

progs=("$here"/residency/*.hs)
echo "1..$(( ${#progs[@]} * ${#ways[@]} ))"
n=0
for src in "${progs[@]}"; do
    name=$(basename "$src" .hs)
    bound=$(sed -n 's/^-- max-residency: *\([0-9][0-9]*\).*/\1/p' "$src" | head -n 1)
    for way in "${ways[@]}"; do
        n=$((n + 1))
        what="$name${way:+ $way}"
        rm -f stats
        # shellcheck disable=SC2086  # $way is one word or none
        if ! "$LAZYRUN" $way "$src" +RTS -hT -i0 -sstats -RTS > out 2> err; then
            echo "not ok $n - $what: the run failed"
            sed 's/^/# /' err
            continue
        fi
        got=$(awk '/bytes maximum residency/ { gsub(",", "", $1); print $1 }' stats)
        if [ -z "$bound" ] || [ -z "$got" ]; then
            echo "not ok $n - $what: no bound in the program or no residency in +RTS -s"
        elif [ "$got" -le "$bound" ]; then
            echo "ok $n - $what: $got bytes maximum residency (bound $bound)"
        else
            echo "not ok $n - $what: $got bytes maximum residency, over the bound $bound"
        fi
    done
done
