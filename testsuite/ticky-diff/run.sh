#!/usr/bin/env bash
# run.sh -- ticky-diff's tests (TAP, one test per case).
#
#   testsuite/ticky-diff/run.sh [--accept] [case...]
#
# Every run happens in this directory, so that arguments name inputs as
# ghc/grow-before.ticky, inputs/wide.ticky or bad/empty.ticky; nothing is
# written here (outputs go to a temporary directory).
#
# Golden cases: golden/<case>/ holds
#   args     one line: the arguments of ticky-diff (split at spaces)
#   stdin    optional: the name of the file (from here) on standard input
#   stdout   what ticky-diff must print (default: nothing)
#   stderr   optional: what it must print on stderr (default: nothing)
#   exit     optional: its exit status (default 0)
#   first    optional: the binding the first row of the table must name
#            (checked on its own, so that the case says what it is for)
# Bad inputs: bad/<name>.ticky and <name>.err, the one line ticky-diff must
# print for it; it is given as the first and as the second file (beside
# ghc/grow-before.ticky), must exit 2 and print nothing on stdout.
# Then: files that cannot be read, a full disk, and mutations of GHC's
# reports (truncations, byte flips, lines dropped or repeated), on which
# ticky-diff must either succeed or print one line and exit 2.
#
# Nothing is masked: the output depends only on the inputs and arguments.
# --accept stores what the golden cases print as their expected files
# (look at the git diff before committing).
# TICKY_DIFF names the program (default: utils/ticky-diff/ticky-diff of
# the build tree, $LAZYRTS_TOP_BUILDDIR, or of the tree this script is in).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$(dirname "$here")")
TICKY_DIFF=${TICKY_DIFF:-${LAZYRTS_TOP_BUILDDIR:-$top}/utils/ticky-diff/ticky-diff}
case $TICKY_DIFF in /*) ;; *) TICKY_DIFF=$PWD/$TICKY_DIFF ;; esac
if [ ! -x "$TICKY_DIFF" ]; then
    echo "1..0 # SKIP $TICKY_DIFF is not built"
    exit 77
fi
cd "$here" || exit 1

work=$(mktemp -d "${TMPDIR:-/tmp}/ticky-diff-run.XXXXXX")
trap 'rm -rf "$work"' EXIT

accept=0
if [ "${1:-}" = --accept ]; then
    accept=1
    shift
fi
golden=()
bad=()
if [ $# -gt 0 ]; then
    for c in "$@"; do
        c=${c%/}
        case $c in *.ticky) bad+=("$c") ;; *) golden+=("${c#golden/}") ;; esac
    done
else
    for d in golden/*/; do [ -d "$d" ] && golden+=("$(basename "$d")"); done
    for f in bad/*.ticky; do [ -f "$f" ] && bad+=("$f"); done
fi

extra=0
[ $# -eq 0 ] && extra=4
echo "1..$(( ${#golden[@]} + ${#bad[@]} + extra ))"
n=0
failed=0

ok()     { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
    n=$((n + 1)); failed=$((failed + 1))
    echo "not ok $n - $1"
    shift
    printf '%s\n' "$@" | sed 's/^/# /'
}

# first_binding FILE: the name in the first row under the bindings' column
# header (the line that ends in "Binding"), or nothing.
first_binding() {
    awk '/ Binding$/ && !col { col = index($0, "Binding"); next }
         col { print substr($0, col); exit }' "$1"
}

run_golden() {
    local name=$1 case=golden/$1 problems=()
    local -a args
    read -r -a args < "$case/args"
    local stdin=/dev/null
    [ -f "$case/stdin" ] && stdin=$(cat "$case/stdin")
    "$TICKY_DIFF" "${args[@]}" < "$stdin" > "$work/$name.stdout" \
        2> "$work/$name.stderr"
    local status=$? want=0
    if [ $accept = 1 ]; then
        for s in stdout stderr; do
            if [ -s "$work/$name.$s" ]; then cp "$work/$name.$s" "$case/$s"
            else rm -f "$case/$s"; fi
        done
        if [ $status = 0 ]; then rm -f "$case/exit"; else echo $status > "$case/exit"; fi
    fi
    [ -f "$case/exit" ] && want=$(cat "$case/exit")
    [ "$status" = "$want" ] || problems+=("exit status $status, expected $want")
    for s in stdout stderr; do
        local expect=/dev/null
        [ -f "$case/$s" ] && expect=$case/$s
        cmp -s "$expect" "$work/$name.$s" ||
            problems+=("$s differs:" "$(diff "$expect" "$work/$name.$s" | head -20)")
    done
    if [ -f "$case/first" ]; then
        local got
        got=$(first_binding "$work/$name.stdout")
        [ "$got" = "$(cat "$case/first")" ] ||
            problems+=("the first binding is '$got', expected '$(cat "$case/first")'")
    fi
    if [ ${#problems[@]} = 0 ]; then ok "golden/$name"; else not_ok "golden/$name" "${problems[@]}"; fi
}

# check_error WANTED-LINE COMMAND...: add to problems how COMMAND fails to
# exit 2 with exactly WANTED-LINE on stderr and nothing on stdout.
check_error() {
    local want=$1 status
    shift
    "$@" > "$work/err.stdout" 2> "$work/err.stderr" < /dev/null
    status=$?
    [ "$status" = 2 ] || problems+=("$*: exit status $status, expected 2")
    [ -s "$work/err.stdout" ] && problems+=("$*: wrote to stdout")
    if [ "$(cat "$work/err.stderr")" != "$want" ] ||
       [ "$(wc -l < "$work/err.stderr")" != 1 ]; then
        problems+=("$*: stderr:" "$(head -5 "$work/err.stderr")" "expected:" "$want")
    fi
}

# report WHAT: ok or not ok, by problems
report() {
    if [ ${#problems[@]} = 0 ]; then ok "$1"; else not_ok "$1" "${problems[@]}"; fi
}

for c in "${golden[@]}"; do run_golden "$c"; done
for f in "${bad[@]}"; do
    problems=()
    if [ -f "${f%.ticky}.err" ]; then
        want=$(cat "${f%.ticky}.err")
        # as the first file, then as the second: the same message
        check_error "$want" "$TICKY_DIFF" "$f" ghc/grow-before.ticky
        check_error "$want" "$TICKY_DIFF" --sort entries ghc/grow-before.ticky "$f"
    else
        problems+=("no ${f%.ticky}.err")
    fi
    report "bad/$(basename "$f" .ticky)"
done

if [ $extra = 0 ]; then
    echo "# $((n - failed)) passed, $failed failed"
    [ "$failed" = 0 ]
    exit
fi

# --- files that cannot be read, a full disk -------------------------------
problems=()
check_error "ticky-diff: bad/no-such-file.ticky: cannot open: No such file or directory" \
    "$TICKY_DIFF" bad/no-such-file.ticky ghc/grow-before.ticky
check_error "ticky-diff: ghc: cannot read: Is a directory" \
    "$TICKY_DIFF" ghc/grow-before.ticky ghc
report "files that cannot be read"

problems=()
if [ -w /dev/full ]; then
    "$TICKY_DIFF" ghc/grow-before.ticky ghc/grow-after.ticky > /dev/full 2> "$work/full.err"
    status=$?
    [ $status = 2 ] || problems+=("exit status $status, expected 2")
    [ "$(cat "$work/full.err")" = "ticky-diff: cannot write standard output: No space left on device" ] ||
        problems+=("stderr: $(cat "$work/full.err")")
    report "write error: /dev/full"
else
    n=$((n + 1)); echo "ok $n - write error: /dev/full # SKIP no /dev/full"
fi

# --- the same report twice: nothing changed, --exit-code gives 0 ----------
out=$("$TICKY_DIFF" --exit-code ghc/nest.ticky - < ghc/nest.ticky)
status=$?
if [ $status = 0 ] && grep -q '^Bindings: 0 changed (4 in A, 4 in B)' <<< "$out" &&
   grep -q '^Global counters: 0 changed (116 in A, 116 in B)\.' <<< "$out"; then
    ok "a report against itself (standard input as B)"
else
    not_ok "a report against itself (standard input as B)" "exit status $status" "$out"
fi

# --- mutations -------------------------------------------------------------
# Deterministic (RANDOM is seeded): each mutant is a GHC report cut at a
# random byte, with a random byte replaced, with a line dropped, or with a
# line repeated.  ticky-diff must exit 0 silently or 2 with one line.
fuzz_one() {
    local mutant=$1 status lines
    for order in ab ba; do
        if [ $order = ab ]; then
            "$TICKY_DIFF" "$mutant" ghc/grow-after.ticky > /dev/null 2> "$work/fuzz.err"
        else
            "$TICKY_DIFF" --all --sort entries ghc/grow-after.ticky "$mutant" > /dev/null 2> "$work/fuzz.err"
        fi
        status=$?
        lines=$(wc -l < "$work/fuzz.err")
        if [ $status = 0 ] && [ "$lines" = 0 ]; then continue; fi
        if [ $status = 2 ] && [ "$lines" = 1 ] && grep -q '^ticky-diff: ' "$work/fuzz.err"; then continue; fi
        echo "$mutant ($order): exit status $status, $lines lines: $(head -3 "$work/fuzz.err")"
        return 1
    done
}
RANDOM=12
sources=(ghc/grow-before.ticky ghc/nest.ticky ghc/nfib2.ghc.ticky ghc/sieve.ghc.ticky ghc/leak.ghc.ticky)
fuzz_failures=()
mutants=0
for i in $(seq 1 150); do
    src=${sources[$((RANDOM % ${#sources[@]}))]}
    size=$(wc -c < "$src")
    lines=$(wc -l < "$src")
    m=$work/mutant-$i.ticky
    case $((RANDOM % 4)) in
        0) head -c $(( (RANDOM * 32768 + RANDOM) % size )) "$src" > "$m" ;;
        1) cp "$src" "$m"
           printf "\\$(printf %03o $((RANDOM % 256)))" |
               dd of="$m" bs=1 seek=$(( (RANDOM * 32768 + RANDOM) % size )) conv=notrunc 2> /dev/null ;;
        2) sed "$(( RANDOM % lines + 1 ))d" "$src" > "$m" ;;
        3) l=$(( RANDOM % lines + 1 )); sed "${l}p" "$src" > "$m" ;;
    esac
    mutants=$((mutants + 1))
    fuzz_one "$m" || fuzz_failures+=("$(fuzz_one "$m")" "$(head -c 300 "$m" | od -c | head -3)")
done
if [ ${#fuzz_failures[@]} = 0 ]; then
    ok "$mutants mutated reports: no crash, one line or none"
else
    not_ok "$mutants mutated reports: no crash, one line or none" "${fuzz_failures[@]}"
fi

echo "# $((n - failed)) passed, $failed failed"
[ "$failed" = 0 ]
