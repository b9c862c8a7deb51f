#!/usr/bin/env bash
# prof-time.sh -- the time profile is where the time goes.
#
# testsuite/prof_time/split.hs runs the same loop three times as long under
# `big` as under `small`.  Profiled with the ticker at its default (1 ms),
# the report must give big's loop 75% of the time of the two, within 10
# points.  Time is sampled, so the figure varies from run to run, but with
# hundreds of ticks a 10-point miss means the ticks are charged wrongly.
# The ticker samples wall-clock time, so on a machine loaded by other work
# a run may be descheduled in one half more than in the other: the case
# runs up to three times and fails only when no run is within the bounds
# (ticks charged wrongly miss every time).
# TAP output, one case.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LAZYRUN=${LAZYRUN:-$here/../lazyrun}
work=$(mktemp -d "${TMPDIR:-/tmp}/proftime.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
echo "1..1"
cp "$here/prof_time/split.hs" "$work/" || exit 2
run_once() {
    if ! (cd "$work" && "$LAZYRUN" -prof -fprof-auto-top split.hs +RTS -p -RTS > out 2> err); then
        echo "not ok 1 - prof_time_split"
        sed 's/^/# /' "$work/err"
        exit 1
    fi
    # the two `loop` rows of the tree: individual %time is the 6th field
    read -r big small < <(awk '$1 == "loop" && NF >= 9 { t[++n] = $6 }
                               END { print t[1], t[2] }' "$work/split.prof")
    share=$(awk -v b="${big:-0}" -v s="${small:-0}" \
            'BEGIN { if (b + s > 0) printf "%.1f", 100 * b / (b + s); else print "none" }')
    [ "$share" != none ] && awk -v x="$share" 'BEGIN { exit !(x >= 65 && x <= 85) }'
}
shares=
for attempt in 1 2 3; do
    if run_once; then
        echo "ok 1 - prof_time_split (big's share of the time: $share%${shares:+; earlier runs:$shares})"
        exit 0
    fi
    shares="$shares $share%"
done
echo "not ok 1 - prof_time_split (big's share of the time in three runs:$shares; expected 75 +- 10)"
sed 's/^/# /' "$work/split.prof"
