#!/usr/bin/env bash
# run.sh -- hp2ps's golden and error tests (TAP, one test per case).
#
#   testsuite/hp2ps/run.sh [--accept] [case...]
#
# Golden cases: testsuite/hp2ps/golden/<case>/ holds
#   args        one line: the arguments of hp2ps (split at spaces)
#   input       optional: names of files in testsuite/hp2ps/ghc/ to copy in
#   anything else: input files and directories, copied in
#   stdin       optional: standard input (default /dev/null)
#   expected/   the files the run must create, byte for byte
#   stdout      optional: standard output (default: empty)
#   stderr      optional: standard error (default: empty)
#   exit        optional: the exit status (default 0)
# The run happens in a fresh directory holding only the inputs; afterwards
# that directory must hold exactly the inputs and expected/'s files (so a
# left-over temporary file or an output that should not exist fails).
#
# Error cases: testsuite/hp2ps/bad/<name>.hp with <name>.err, the one line
# hp2ps must print; hp2ps <name> must exit 1 and create no file.
#
# Write errors: two more tests check that a full disk (/dev/full as
# standard output) and a file size limit (ulimit -f, SIGXFSZ ignored) give
# one line, exit 1, and leave no file behind.
#
# Nothing is masked: the output depends on nothing but the input.
# --accept (for a new case, or after a deliberate change) stores what the
# golden cases produce as their expected files; look at every difference
# (git diff) before committing it.
# HP2PS names the program to test (default: utils/hp2ps/hp2ps of the build
# tree, $LAZYRTS_TOP_BUILDDIR, or of the tree this script is in).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$(dirname "$here")")
HP2PS=${HP2PS:-${LAZYRTS_TOP_BUILDDIR:-$top}/utils/hp2ps/hp2ps}
case $HP2PS in /*) ;; *) HP2PS=$PWD/$HP2PS ;; esac
if [ ! -x "$HP2PS" ]; then
    echo "1..0 # SKIP $HP2PS is not built"
    exit 77
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/hp2ps-run.XXXXXX")
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
        case $c in *.hp) bad+=("$c") ;; *) golden+=("$c") ;; esac
    done
else
    for d in "$here"/golden/*/; do [ -d "$d" ] && golden+=("${d%/}"); done
    for f in "$here"/bad/*.hp; do [ -f "$f" ] && bad+=("$f"); done
fi

extra=0
[ $# -eq 0 ] && extra=2
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

# listing DIR: the files under DIR, one a line, sorted
listing() { (cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort); }

# accept_case CASE DIR NAME STATUS BEFORE: store the run as expected.
accept_case() {
    local case=$1 dir=$2 name=$3 status=$4 before=$5 s f
    for s in stdout stderr; do
        if [ -s "$work/$name.$s" ]; then
            cp "$work/$name.$s" "$case/$s"
        else
            rm -f "$case/$s"
        fi
    done
    if [ "$status" = 0 ]; then rm -f "$case/exit"; else echo "$status" > "$case/exit"; fi
    rm -rf "$case/expected"
    while read -r f; do
        [ -z "$f" ] && continue
        # an input the run left as it was is not an output
        if grep -qxF "$f" <<< "$before"; then
            if [ -f "$case/$f" ] && cmp -s "$case/$f" "$dir/$f"; then continue; fi
            if [ -f "$here/ghc/$f" ] && cmp -s "$here/ghc/$f" "$dir/$f"; then continue; fi
        fi
        mkdir -p "$(dirname "$case/expected/$f")"
        cp "$dir/$f" "$case/expected/$f"
    done <<< "$(listing "$dir")"
}

run_golden() {
    local case=$1 name dir problems=()
    name=$(basename "$case")
    dir=$work/$name
    mkdir -p "$dir"
    if [ -f "$case/input" ]; then
        while read -r f; do
            [ -n "$f" ] && cp "$here/ghc/$f" "$dir/"
        done < "$case/input"
    fi
    local f
    for f in "$case"/*; do
        case $(basename "$f") in
            args|input|stdin|stdout|stderr|exit|expected) ;;
            *) cp -r "$f" "$dir/" ;;
        esac
    done
    local before
    before=$(listing "$dir")
    local -a args
    read -r -a args < "$case/args"
    local stdin=/dev/null
    [ -f "$case/stdin" ] && stdin=$case/stdin
    (cd "$dir" && "$HP2PS" "${args[@]}" < "$stdin" > "$work/$name.stdout" \
        2> "$work/$name.stderr")
    local status=$? want=0
    [ $accept = 1 ] && accept_case "$case" "$dir" "$name" "$status" "$before"
    [ -f "$case/exit" ] && want=$(cat "$case/exit")
    [ "$status" = "$want" ] || problems+=("exit status $status, expected $want")
    for s in stdout stderr; do
        local expect=/dev/null
        [ -f "$case/$s" ] && expect=$case/$s
        if ! cmp -s "$expect" "$work/$name.$s"; then
            problems+=("$s differs:" "$(diff "$expect" "$work/$name.$s" | head -20)")
        fi
    done
    local expected_files=""
    if [ -d "$case/expected" ]; then
        expected_files=$(listing "$case/expected")
        while read -r f; do
            [ -z "$f" ] && continue
            if [ ! -f "$dir/$f" ]; then
                problems+=("$f was not written")
            elif ! cmp -s "$case/expected/$f" "$dir/$f"; then
                problems+=("$f differs:" "$(diff "$case/expected/$f" "$dir/$f" | head -20)")
            fi
        done <<< "$expected_files"
    fi
    local want_files got_files
    want_files=$(printf '%s\n%s\n' "$before" "$expected_files" | sed '/^$/d' | LC_ALL=C sort -u)
    got_files=$(listing "$dir")
    [ "$want_files" = "$got_files" ] ||
        problems+=("files after the run:" "$(diff <(echo "$want_files") <(echo "$got_files"))")
    if [ ${#problems[@]} = 0 ]; then
        ok "golden/$name"
    else
        not_ok "golden/$name" "${problems[@]}"
    fi
}

run_bad() {
    local f=$1 name dir problems=()
    name=$(basename "$f" .hp)
    dir=$work/bad-$name
    mkdir -p "$dir"
    cp "$f" "$dir/"
    (cd "$dir" && "$HP2PS" "$name" > "$work/$name.stdout" 2> "$work/$name.stderr")
    local status=$?
    [ "$status" = 1 ] || problems+=("exit status $status, expected 1")
    [ -s "$work/$name.stdout" ] && problems+=("wrote to stdout")
    local err=${f%.hp}.err
    if [ ! -f "$err" ]; then
        problems+=("no $err")
    elif ! cmp -s "$err" "$work/$name.stderr"; then
        problems+=("stderr differs:" "$(diff "$err" "$work/$name.stderr")")
    fi
    local files
    files=$(listing "$dir")
    [ "$files" = "$name.hp" ] || problems+=("files left:" "$files")
    if [ ${#problems[@]} = 0 ]; then
        ok "bad/$name"
    else
        not_ok "bad/$name" "${problems[@]}"
    fi
}

for c in "${golden[@]}"; do
    case $c in /*) ;; *) [ -d "$here/golden/$c" ] && c=$here/golden/$c ;; esac
    run_golden "$c"
done
for f in "${bad[@]}"; do
    case $f in /*) ;; *) [ -f "$here/bad/$f" ] && f=$here/bad/$f ;; esac
    run_bad "$f"
done
# write_errors: the two write-error tests
write_errors() {
    local dir=$work/write-errors status err
    mkdir -p "$dir"
    cp "$here/ghc/sieve.ghc.hd.hp" "$dir/"
    if [ -w /dev/full ]; then
        (cd "$dir" && "$HP2PS" < sieve.ghc.hd.hp > /dev/full 2> "$work/full.err")
        status=$?
        err=$(cat "$work/full.err")
        if [ $status = 1 ] && [ "$err" = "hp2ps: cannot write standard output: No space left on device" ]; then
            ok "write error: /dev/full"
        else
            not_ok "write error: /dev/full" "exit status $status" "$err"
        fi
    else
        n=$((n + 1)); echo "ok $n - write error: /dev/full # SKIP no /dev/full"
    fi
    (cd "$dir" && trap '' XFSZ && ulimit -f 4 && "$HP2PS" sieve.ghc.hd 2> "$work/fsize.err")
    status=$?
    err=$(cat "$work/fsize.err")
    if [ $status = 1 ] && [ "$err" = "hp2ps: cannot write sieve.ghc.hd.ps: File too large" ] &&
       [ "$(listing "$dir")" = "sieve.ghc.hd.hp" ]; then
        ok "write error: file size limit, no file left"
    else
        not_ok "write error: file size limit, no file left" "exit status $status" "$err" "$(listing "$dir")"
    fi
}
[ $extra = 2 ] && write_errors

echo "# $((n - failed)) passed, $failed failed"
[ "$failed" = 0 ]
