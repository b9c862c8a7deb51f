#!/usr/bin/env bash
# replay.sh -- the saved fuzz corpus and every past finding, replayed
# (TAP).  scripts/fuzz-lazyrun builds the corpus with afl-fuzz; this runs it
# in seconds under whatever build make check tests (the sanitizer builds of
# scripts/check included):
#
#   front/    programs: `lazyrun --dump-bytecode F` (the whole front end,
#             nothing run) must exit 0 or 1 and draw no sanitizer
#             report;
#   front-prof/  likewise with -prof -fprof-auto-calls -fprof-cafs (skipped
#             without the profiling way);
#   cmdline/  command lines (first line GHCRTS, then one argument per
#             line): the harness testsuite/fuzz/fuzz_cmdline must exit 0,
#             1 or 2 with no sanitizer report.
#
# Each input of corpus/<mode>/ and findings/<mode>/ is one test; a finding
# is an input that once crashed, hung or drew a report (its name says
# what), kept so that it stays fixed.  A run is allowed 10 seconds.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${LAZYRTS_TOP_BUILDDIR:-$top}
LAZYRUN=${LAZYRUN:-$build/lazyrun}
harness=$build/testsuite/fuzz/fuzz_cmdline
work=$(mktemp -d "${TMPDIR:-/tmp}/fuzzreplay.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT

inputs=()
for mode in front front-prof cmdline; do
    for f in "$here"/corpus/$mode/* "$here"/findings/$mode/*; do
        [ -f "$f" ] && inputs+=("$mode:$f")
    done
done
echo "1..${#inputs[@]}"

# sanitizer_report FILE: true when FILE holds a sanitizer's report.
sanitizer_report() {
    grep -q -e 'ERROR: AddressSanitizer' -e 'ERROR: LeakSanitizer' \
        -e 'runtime error:' -e 'ERROR: ThreadSanitizer' -e 'WARNING: ThreadSanitizer' "$1"
}

n=0
for item in "${inputs[@]}"; do
    n=$((n + 1))
    mode=${item%%:*}
    f=${item#*:}
    name=${f#"$here"/}
    case $mode in
        front)
            # the program under a fixed name, so that messages name it
            cp "$f" "$work/Fuzz.hs"
            (cd "$work" && timeout 10 "$LAZYRUN" --dump-bytecode Fuzz.hs > /dev/null 2> err)
            status=$?
            max=1 ;;
        front-prof)
            if [ ! -x "$(dirname "$LAZYRUN")/lazyrun-prof" ]; then
                echo "ok $n - $name # SKIP no profiling way in this build"
                continue
            fi
            cp "$f" "$work/Fuzz.hs"
            (cd "$work" && timeout 10 "$LAZYRUN" -prof -fprof-auto-calls -fprof-cafs \
                 --dump-bytecode Fuzz.hs > /dev/null 2> err)
            status=$?
            max=1 ;;
        cmdline)
            (cd "$work" && timeout 10 "$harness" "$f" > /dev/null 2> err)
            status=$?
            max=2 ;;
    esac
    why=
    if [ "$status" = 124 ]; then
        why="took more than 10 s"
    elif sanitizer_report "$work/err"; then
        why="a sanitizer report"
    elif [ "$status" -gt "$max" ]; then
        why="exit status $status"
    fi
    if [ -n "$why" ]; then
        echo "not ok $n - $name: $why"
        head -n 20 "$work/err" | sed 's/^/# /'
    else
        echo "ok $n - $name (exit $status)"
    fi
done
