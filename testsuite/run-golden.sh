#!/usr/bin/env bash
# run-golden.sh -- run golden-file test cases against lazyrun.
#
#   testsuite/run-golden.sh [--torture | --torture-major] [-j N] [case-dir...]
#
# A case is a directory testsuite/golden/<case>/ holding
#   <case>.hs        the program (its stem is the program name in messages),
#                    or <case>.lhs, a literate one
#   stdin            optional: standard input (default: /dev/null)
#   args             optional, one line: arguments after the program file,
#                    split like a shell would (quotes, backslashes; no
#                    expansion), may include +RTS ... -RTS
#   flags            optional, one line: lazyrun options before the program
#                    file (e.g. -prof -fprof-auto), split the same way
#   expected.stdout  standard output, byte for byte
#   expected.stderr  optional: standard error (if absent it must be empty)
#   expected.exit    optional: exit status (default 0)
#   expected.prof    optional: the <case>.prof the run must write, compared
#                    after masking the date (the report's first line, or the
#                    "end_time" of a -pj report) and the census times of a
#                    -hr run's lines (Retainer Profiling: ...); cases that check a report
#                    run with +RTS -V0, so that no tick makes it vary
#   expected.hp      optional: the <case>.hp the run must write, compared
#                    after masking the DATE and the sample times (which
#                    must not decrease); heap cases run with +RTS -i0, so
#                    that censuses follow collections, not the clock
#   expected.ticky   optional: the <case>.ticky the run must write (+RTS -r),
#                    byte for byte (a ticky report has no date or time)
#   skip-torture     optional: leave the case out of --torture runs (say why
#                    inside the file)
# A case whose flags hold -prof is skipped when there is no lazyrun-prof
# beside $LAZYRUN (a build configured with --disable-ccs), or at
# $LAZYRUN_PROF when that is set; one whose flags hold -ticky likewise
# without lazyrun-ticky (--disable-ticky; or $LAZYRUN_TICKY).  A wrapper
# such as testsuite/valgrind-lazyrun lives apart from the runtimes, so
# its users set both (docs/building.md).
# The driver runs, in a temporary copy of the case directory (so that the
# files a program writes, such as <case>.prof, never land in the source tree),
#   $LAZYRUN $flags <case>.hs $args < stdin         (or <case>.lhs)
# under a time limit, and compares stdout, stderr and the exit status exactly.
#
# Output is TAP (one "ok"/"not ok" line per case, diffs as "#" comments),
# which 'make check' counts case by case; the last line is
#   N passed, N failed
# and the exit status is 1 if any case failed.
#
# Options and environment:
#   --torture        set LAZYRTS_GC_TORTURE=1: the runtime collects at every
#                    allocation; cases with a skip-torture file are skipped
#   --torture-major  the same with LAZYRTS_GC_TORTURE=major: every one of
#                    those collections is a major one (slower still)
#   -j N             run N cases at a time (default: GOLDEN_JOBS, else 2)
#   LAZYRUN          the lazyrun to test (default: the lazyrun at the top of
#                    the tree this script lives in)
#   GOLDEN_TIMEOUT   seconds per case (default 60, 300 with --torture)
# The runtime's environment is made neutral: GHCRTS is unset, the locale is
# C.UTF-8.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")

torture=0
torture_value=1
jobs=${GOLDEN_JOBS:-2}
cases=()
while [ $# -gt 0 ]; do
    case $1 in
        --torture) torture=1 ;;
        --torture-major) torture=1; torture_value=major ;;
        -j) shift; jobs=${1:?-j needs a number} ;;
        -j*) jobs=${1#-j} ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run-golden.sh: unknown option $1" >&2; exit 2 ;;
        *) cases+=("${1%/}") ;;
    esac
    shift
done

LAZYRUN=${LAZYRUN:-$top/lazyrun}
case $LAZYRUN in /*) ;; *) LAZYRUN=$PWD/$LAZYRUN ;; esac
if [ ! -x "$LAZYRUN" ]; then
    echo "run-golden.sh: $LAZYRUN is not an executable (build it first, or set LAZYRUN)" >&2
    exit 2
fi
if [ $torture = 1 ]; then
    limit=${GOLDEN_TIMEOUT:-300}
else
    limit=${GOLDEN_TIMEOUT:-60}
fi

if [ ${#cases[@]} -eq 0 ]; then
    for d in "$here"/golden/*/; do
        [ -d "$d" ] && cases+=("${d%/}")
    done
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/golden.XXXXXX") && work=$(cd "$work" && pwd) || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

unset GHCRTS
export LC_ALL=C.UTF-8 LANG=C.UTF-8
if [ $torture = 1 ]; then
    export LAZYRTS_GC_TORTURE=$torture_value
else
    unset LAZYRTS_GC_TORTURE
fi

# split_file FILE: print FILE's words, NUL-terminated, with shell-like
# quoting (xargs understands '...', "..." and backslashes, expands nothing).
split_file() {
    [ -f "$1" ] || return 0
    xargs -r printf '%s\0' < "$1"
}

# report FILE LABEL: the first lines of FILE as TAP comments.
report() {
    echo "# $2:"
    head -n 40 "$1" | sed 's/^/#   /'
    local n
    n=$(wc -l < "$1")
    [ "$n" -le 40 ] || echo "#   ... ($((n - 40)) more lines)"
}

# mask_date FILE: FILE with the report's date replaced by "<date>".
mask_date() {
    sed -E -e '1s/^\t[A-Z][a-z]{2} [A-Z][a-z]{2} [ 0-9][0-9] [0-9]{2}:[0-9]{2} [0-9]{4} /\t<date> /' \
        -e 's/^(Retainer Profiling: [0-9]+, at )[0-9.]+( seconds)$/\1<t>\2/' \
        -e 's/^"end_time": "[^"]*",$/"end_time": "<date>",/' "$1"
}

# mask_hp FILE: FILE with the DATE and the sample times masked.
mask_hp() {
    sed -E -e 's/^DATE ".*"$/DATE "<date>"/' \
        -e 's/^(BEGIN_SAMPLE|END_SAMPLE|MARK) [0-9.]+$/\1 <t>/' "$1"
}

# hp_times_ok FILE: the sample times of FILE never decrease and every
# END_SAMPLE repeats its BEGIN_SAMPLE's time.
hp_times_ok() {
    awk '/^BEGIN_SAMPLE / { if ($2 + 0 < last) bad = 1; last = $2 + 0; open = $2 }
         /^END_SAMPLE / { if ($2 != open) bad = 1 }
         END { exit bad }' "$1"
}

# same_report DIR COPY OUT NAME EXT MASK: the report COPY/NAME.EXT the run
# wrote is DIR/expected.EXT once both went through MASK; explains otherwise.
same_report() {
    local dir=$1 copy=$2 out=$3 name=$4 ext=$5 mask=$6
    if [ ! -f "$copy/$name.$ext" ]; then
        echo "# $name.$ext was not written"
        return 1
    fi
    if "$mask" "$dir/expected.$ext" > "$out/$ext.expected" &&
       "$mask" "$copy/$name.$ext" > "$out/$ext.actual" &&
       cmp -s "$out/$ext.expected" "$out/$ext.actual"; then
        return 0
    fi
    diff -u --label "expected.$ext" --label "$name.$ext" \
        "$out/$ext.expected" "$out/$ext.actual" > "$out/diff"
    report "$out/diff" "$name.$ext differs"
    return 1
}

# run_case INDEX DIR: run one case; write "ok NAME", "skip NAME" or
# "not ok NAME" and the explanation to $work/result.INDEX.
run_case() {
    local index=$1 dir name
    dir=$(cd "$2" 2>/dev/null && pwd) || dir=$2
    name=$(basename "$dir")
    local result=$work/result.$index out=$work/out.$index
    local copy=$work/case.$index/$name
    local prog=$name.hs
    [ -f "$dir/$prog" ] || prog=$name.lhs
    if [ ! -f "$dir/$prog" ] || [ ! -f "$dir/expected.stdout" ]; then
        { echo "not ok $name"
          echo "# $dir needs $name.hs (or $name.lhs) and expected.stdout"; } > "$result"
        return
    fi
    if [ $torture = 1 ] && [ -e "$dir/skip-torture" ]; then
        echo "skip $name" > "$result"
        return
    fi
    mkdir -p "$copy" "$out" && cp -R "$dir/." "$copy/"

    local flags=() args=() input=/dev/null status command
    if ! split_file "$dir/flags" > "$out/flags" 2> "$out/split" ||
       ! split_file "$dir/args" > "$out/args" 2>> "$out/split"; then
        { echo "not ok $name"
          echo "# $dir: cannot split flags or args:"
          sed 's/^/#   /' "$out/split"; } > "$result"
        return
    fi
    mapfile -d '' flags < "$out/flags"
    mapfile -d '' args < "$out/args"
    # a build without the profiling way (configure --disable-ccs) skips
    # the cases that need it
    local f
    for f in "${flags[@]}"; do
        if [ "$f" = -prof ] && [ ! -x "${LAZYRUN_PROF:-$(dirname "$LAZYRUN")/lazyrun-prof}" ]; then
            echo "skip $name" > "$result"
            return
        fi
        if [ "$f" = -ticky ] && [ ! -x "${LAZYRUN_TICKY:-$(dirname "$LAZYRUN")/lazyrun-ticky}" ]; then
            echo "skip $name" > "$result"
            return
        fi
    done
    [ -f "$dir/stdin" ] && input=$dir/stdin
    command=$(printf '%q ' "$LAZYRUN" "${flags[@]}" "$prog" "${args[@]}")
    [ "$input" = /dev/null ] || command+="< stdin"
    (cd "$copy" && exec timeout -k 5 "$limit" "$LAZYRUN" "${flags[@]}" \
        "$prog" "${args[@]}" < "$input" > "$out/stdout" 2> "$out/stderr")
    status=$?

    local expected_exit=0
    [ -f "$dir/expected.exit" ] && expected_exit=$(tr -d ' \t\n' < "$dir/expected.exit")
    local expected_stderr=$dir/expected.stderr
    [ -f "$expected_stderr" ] || expected_stderr=/dev/null

    {
        local bad=0
        if [ $status = 124 ] || [ $status = 137 ]; then
            echo "# timed out after ${limit}s (exit status $status)"
            bad=1
        elif [ "$status" != "$expected_exit" ]; then
            echo "# exit status $status, expected $expected_exit"
            bad=1
        fi
        if ! cmp -s "$dir/expected.stdout" "$out/stdout"; then
            diff -u --label expected.stdout --label stdout \
                "$dir/expected.stdout" "$out/stdout" > "$out/diff"
            report "$out/diff" "stdout differs"
            bad=1
        fi
        if ! cmp -s "$expected_stderr" "$out/stderr"; then
            diff -u --label expected.stderr --label stderr \
                "$expected_stderr" "$out/stderr" > "$out/diff"
            report "$out/diff" "stderr differs"
            bad=1
        fi
        if [ -f "$dir/expected.prof" ]; then
            same_report "$dir" "$copy" "$out" "$name" prof mask_date || bad=1
        fi
        if [ -f "$dir/expected.ticky" ]; then
            same_report "$dir" "$copy" "$out" "$name" ticky cat || bad=1
        fi
        if [ -f "$dir/expected.hp" ]; then
            if [ -f "$copy/$name.hp" ] && ! hp_times_ok "$copy/$name.hp"; then
                echo "# $name.hp: sample times decrease or do not match"
                bad=1
            fi
            same_report "$dir" "$copy" "$out" "$name" hp mask_hp || bad=1
        fi
        [ $bad = 0 ]
    } > "$out/explain"
    if [ $? = 0 ]; then
        echo "ok $name" > "$result"
    else
        { echo "not ok $name"
          echo "# in $dir: $command"
          cat "$out/explain"; } > "$result"
    fi
    rm -rf "$work/case.$index"
}

# Run the cases, at most $jobs at a time, then report them in order.
running=0
for i in "${!cases[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n
        running=$((running - 1))
    fi
    run_case "$i" "${cases[$i]}" &
    running=$((running + 1))
done
wait

passed=0 failed=0 skipped=0
echo "1..${#cases[@]}"
for i in "${!cases[@]}"; do
    n=$((i + 1))
    result=$work/result.$i
    if [ ! -f "$result" ]; then
        echo "not ok $n - $(basename "${cases[$i]}")"
        echo "# the driver lost this case"
        failed=$((failed + 1))
        continue
    fi
    read -r verdict rest < "$result"
    case $verdict in
        ok) echo "ok $n - $rest"; passed=$((passed + 1)) ;;
        skip) echo "ok $n - $rest # SKIP skip-torture"; skipped=$((skipped + 1)) ;;
        *) echo "not ok $n - ${rest#ok }"; tail -n +2 "$result"; failed=$((failed + 1)) ;;
    esac
done
[ $skipped = 0 ] || echo "# $skipped skipped"
echo "$passed passed, $failed failed"
[ $failed = 0 ]
