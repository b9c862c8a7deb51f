#!/usr/bin/env bash
# limits.sh -- programs far larger and deeper than anyone writes by hand,
# generated here (so that the repository stays small), must compile and
# print the right answer: 100,000 nested parentheses and a literal list of
# 100,000 numbers (each within a second of user time, unless the build has
# sanitizers: the system's share varies with the kernel's handling of
# memory), 10,000-deep nests of every construct, 10,000-term operator
# chains, 10,000 alternatives, guards, top-level and `where` bindings.
# A nest deeper than the compiler's stack gets the located message, not a
# crash (with LAZYRTS_COMPILER_STACK_MB=8, so that it takes a small
# program).  The expected answers are GHC 9.0.2's for the same programs
# (at 2,000, patterns at 300: GHC needs minutes at 10,000; the answers
# follow the same formulas).  Prints TAP.  See docs/testing-notes.md.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
AWK=${AWK:-awk}
work=$(mktemp -d "${TMPDIR:-/tmp}/limits.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
export GHCRTS= LC_ALL=C.UTF-8
unset GHCRTS

# gen NAME N: writes NAME.hs, a program of size N of that kind.
gen() {
    "$AWK" -v kind="$1" -v n="$2" '
    function rep(s, k,   r, i) { r = ""; for (i = 0; i < k; i++) r = r s; return r }
    BEGIN {
        if (kind == "parens") {
            print "main = print " rep("(", n) "1" rep(")", n)
        } else if (kind == "literal_list") {
            printf "main = print (sum ["
            for (i = 0; i < n; i++) printf "%s%d", (i ? "," : ""), i
            print "])"
        } else if (kind == "lets") {
            printf "main = print (let x0 = 1 in "
            for (i = 1; i < n; i++) printf "let x%d = x%d + 1 in ", i, i - 1
            printf "x%d)\n", n - 1
        } else if (kind == "ifs") {
            print "main = print (" rep("if True then ", n) "1" rep(" else 0", n) ")"
        } else if (kind == "cases") {
            printf "main = print (case 1 of { x0 -> "
            for (i = 1; i < n; i++) printf "case x%d + 1 of { x%d -> ", i - 1, i
            printf "x%d%s)\n", n - 1, rep(" }", n)
        } else if (kind == "lambdas") {
            print "main = print (let x = 1 in " rep("((\\x -> ", n) "x" rep(") (x + 1))", n) ")"
        } else if (kind == "lists") {
            print "main = print (length " rep("[", n) "1" rep("]", n) ")"
        } else if (kind == "patterns") {
            print "f " rep("[", n) "x" rep("]", n) " = x"
            print "main = print (f " rep("[", n) "1" rep("]", n) ")"
        } else if (kind == "plus") {
            printf "main = print (0"
            for (i = 1; i < n; i++) printf " + %d", i
            print ")"
        } else if (kind == "cons") {
            printf "main = print (sum ("
            for (i = 0; i < n; i++) printf "%d : ", i
            print "[]))"
        } else if (kind == "dollar") {
            print "main = print (" rep("succ $ ", n) "0)"
        } else if (kind == "alternatives") {
            print "f :: Int -> Int"
            print "f x = case x of"
            for (i = 0; i < n; i++) printf "  %d -> %d\n", i, 2 * i
            print "  _ -> 0"
            printf "main = print (f %d)\n", n - 1
        } else if (kind == "guards") {
            print "f :: Int -> Int"
            print "f x"
            for (i = 0; i < n; i++) printf "  | x == %d = %d\n", i, 2 * i
            print "  | otherwise = 0"
            printf "main = print (f %d)\n", n - 1
        } else if (kind == "top_level") {
            for (i = 0; i < n; i++) printf "f%d = %d\n", i, i
            printf "main = print (f0 + f%d)\n", n - 1
        } else if (kind == "where") {
            printf "main = print (y0 + y%d)\n  where\n    y0 = 0\n", n - 1
            for (i = 1; i < n; i++) printf "    y%d = y%d + 1\n", i, i - 1
        }
    }' > "$1.hs"
}

sanitized=${LAZYRTS_SAN_FLAGS:-}
t=0
ok() { t=$((t + 1)); echo "ok $t - $1"; }
not_ok() { t=$((t + 1)); echo "not ok $t - $1"; }

# run KIND N EXPECTED [SECONDS]: the program must print EXPECTED and exit
# 0 (and take less user time, without sanitizers).
run() {
    local kind=$1 n=$2 want=$3 limit=${4:-} status cpu
    gen "$kind" "$n"
    TIMEFORMAT='%U %S'
    cpu=$( { time "$LAZYRUN" "$kind.hs" > out 2> err; } 2>&1 )
    status=$?
    local user
    user=$(echo "$cpu" | "$AWK" '{ printf "%.2f", $1 }')
    cpu=$(echo "$cpu" | "$AWK" '{ printf "%.2f s of user and %.2f s of system time", $1, $2 }')
    local what="$kind ($n): $want"
    if [ $status -ne 0 ]; then
        not_ok "$what: exit status $status: $(head -c 300 err)"
    elif [ "$(cat out)" != "$want" ]; then
        not_ok "$what: printed $(head -c 100 out)"
    elif [ -n "$limit" ] && [ -z "$sanitized" ] &&
         "$AWK" -v c="$user" -v l="$limit" 'BEGIN { exit !(c >= l) }'; then
        not_ok "$what: $cpu, more than $limit s of user time"
    else
        ok "$what${limit:+ in $cpu}"
    fi
}

echo "1..17"
run parens 100000 1 1
run literal_list 100000 4999950000 1
run lets 10000 10000
run ifs 10000 1
run cases 10000 10000
run lambdas 10000 10001
run lists 10000 1
run patterns 10000 1
run plus 10000 49995000
run cons 10000 49995000
run dollar 10000 10000
run alternatives 10000 19998
run guards 10000 19998
run top_level 10000 9999
run where 10000 9999

# Past the compiler's stack: GHC's layout, the place where it ran out
# (which depends on the build: its frames' sizes), status 1.
gen parens 100000
LAZYRTS_COMPILER_STACK_MB=8 "$LAZYRUN" parens.hs > out 2> err
status=$?
if [ $status -eq 1 ] && [ ! -s out ] &&
   "$AWK" 'NR == 1 && !/^parens\.hs:1:[0-9]+: error:$/ { bad = 1 }
           NR == 2 && $0 != "    The program is nested too deeply here for lazyrts to compile it" { bad = 1 }
           NR == 3 && $0 != "    (its compiler'"'"'s stack of 8 MB is exhausted)" { bad = 1 }
           END { exit bad || NR < 3 }' err; then
    ok "100,000 parentheses on an 8 MB stack: the located message, status 1"
else
    not_ok "100,000 parentheses on an 8 MB stack: status $status: $(head -c 300 err)"
fi

# The same for a nest of lambdas, whose levels take more stack.
gen lambdas 30000
LAZYRTS_COMPILER_STACK_MB=8 "$LAZYRUN" lambdas.hs > out 2> err
status=$?
if [ $status -eq 1 ] && [ ! -s out ] &&
   grep -q "^lambdas\.hs:1:[0-9]*: error:$" err &&
   grep -q "nested too deeply here for lazyrts" err; then
    ok "30,000 nested lambdas on an 8 MB stack: the located message, status 1"
else
    not_ok "30,000 nested lambdas on an 8 MB stack: status $status: $(head -c 300 err)"
fi
