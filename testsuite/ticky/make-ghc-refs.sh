#!/usr/bin/env bash
# testsuite/ticky/make-ghc-refs.sh - regenerate GHC 9.0.2's ticky-ticky
# reports of the ticky corpus, the references compare.sh checks lazyrts's
# against.  Needs GHC; not run by the tests.
#
# usage: testsuite/ticky/make-ghc-refs.sh [--tickydiff PATH] [--no-prof-check]
#                                         [NAME...]
#
# For every program testsuite/ticky/NAME.hs (default: all of them), in a
# fresh scratch directory:
#
#   ghc -O0 -ticky -rtsopts NAME.hs -o NAME
#   ./NAME +RTS -rNAME.ticky                 -> ghc/NAME.ghc.ticky
#                                               (its stdout: ghc/NAME.stdout)
#
# and for the programs with a line "-- ticky-allocd: yes":
#
#   ghc -O0 -ticky -ticky-allocd -rtsopts NAME.hs -o NAME
#   ./NAME +RTS -rNAME.ticky                 -> ghc/NAME.ghc.allocd.ticky
#
# The -ticky-allocd run must print what the plain one printed.  Each
# reference is then checked against itself with tickydiff.py (PATH from
# --tickydiff, else $TICKYDIFF, else /work/shared/tools/tickydiff.py; the
# check is left out when it is missing), and the bindings it compares are
# listed ("N=3: f g h"); a reference with N < 2 is reported, since it
# checks little (unless its table is empty, as in pointfree.hs).
#
# Then, unless --no-prof-check, the program is built and run as
#   ghc -O0 -prof -fprof-auto -rtsopts NAME.hs; ./NAME +RTS -p
# and the entry count of every compared top-level binding in the ticky
# reference is checked against its entries in NAME.prof (summed over the
# tree): a difference means that GHC -O0 inlined the binding at some call
# sites only (a small function called saturated), so the reference counts
# something other than the program's calls; such a program should be
# changed (call the function only as an argument, or make it recursive).
# Local bindings have no cost centre and are not checked.
#
# Exit status 0 when every reference was made (and passed the checks), 1
# when one failed, 2 on bad usage or without ghc.
set -u
set -o pipefail

die() { echo "make-ghc-refs: $*" >&2; exit 2; }
note() { echo "make-ghc-refs: $*" >&2; }

here=$(cd "$(dirname "$0")" && pwd)
tickydiff=${TICKYDIFF:-/work/shared/tools/tickydiff.py}
prof_check=1
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --tickydiff) [ $# -ge 2 ] || die "--tickydiff needs a path"; tickydiff=$2; shift 2 ;;
    --tickydiff=*) tickydiff=${1#*=}; shift ;;
    --no-prof-check) prof_check=0; shift ;;
    -h|--help) sed -n '2,39p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    *) [ -f "$here/$1.hs" ] || die "$1: no such program (testsuite/ticky/$1.hs)"
       names+=("$1"); shift ;;
  esac
done
command -v ghc >/dev/null 2>&1 || die "ghc is not installed (the references are GHC 9.0.2's)"
version=$(ghc --numeric-version)
[ "$version" = 9.0.2 ] || note "warning: ghc is $version, the references are GHC 9.0.2's"
have_td=1
if [ ! -f "$tickydiff" ]; then
  note "no tickydiff.py at $tickydiff: the references are not checked (set TICKYDIFF or --tickydiff)"
  have_td=0
elif ! command -v python3 >/dev/null 2>&1; then
  note "python3 is not installed: the references are not checked"
  have_td=0
fi
if [ ${#names[@]} -eq 0 ]; then
  for f in "$here"/*.hs; do names+=("$(basename "$f" .hs)"); done
fi
out=$here/ghc
mkdir -p "$out"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lazyrts-tickyrefs.XXXXXX") || die "no temporary directory"
trap 'rm -rf "$tmp"' EXIT

# bumped REF OUT: REF with every name-table entry count increased by one.
bumped() {
  awk '/^-----------*$/ { t = 1; print; next }
       t && /^$/ { t = 0 }
       t { $0 = sprintf("%11d%s", $1 + 1, substr($0, 12)) }
       { print }' "$1" >"$2"
}

# compared REF: the bindings tickydiff.py compares in REF, as "N=K: a b c".
# tickydiff prints only a count when a file is compared with itself, so
# REF is compared with a copy whose name-table entries are all changed:
# every compared binding then shows as "differs: NAME: ...".
compared() {
  local ref=$1 list
  bumped "$ref" "$tmp/bumped.ticky"
  list=$(python3 "$tickydiff" "$ref" "$tmp/bumped.ticky" 2>&1 | sed -n 's/^differs: \([^:]*\):.*/\1/p' | sort | paste -sd' ' -)
  echo "N=$(echo "$list" | wc -w)${list:+: $list}"
}

# selfcheck REF: tickydiff.py REF REF must pass; prints "N=..." or complains.
selfcheck() {
  local ref=$1 name=$2 line rows
  [ $have_td = 1 ] || return 0
  if ! python3 "$tickydiff" "$ref" "$ref" >"$tmp/self.txt" 2>&1; then
    line=$(tail -1 "$tmp/self.txt")
    # An empty table has no rows to compare: tickydiff says 0/0 or no table.
    if ! grep -q "match: 0/0" "$tmp/self.txt"; then
      note "$name: tickydiff.py $(basename "$ref") against itself fails: $line"
      return 1
    fi
  fi
  line=$(compared "$ref")
  rows=$(awk '/^-----------*$/ { t = 1; next } t && /^$/ { t = 0 } t { n++ } END { print n + 0 }' "$ref")
  [ "$rows" = 0 ] && line="N=0 (the table is empty)"
  case $line in
    *empty*) note "$name: $(basename "$ref"): $line" ;;
    N=0|N=1*) note "$name: $(basename "$ref"): $line (N < 2: the reference checks little)" ;;
    *) note "$name: $(basename "$ref"): $line" ;;
  esac
  return 0
}

# prof_check NAME REF: the compared bindings' entries in REF against their
# cost centres' entries in a -prof -fprof-auto run (see the header).
prof_check() {
  local name=$1 ref=$2 d=$tmp/$1/prof bad
  [ $have_td = 1 ] && [ $prof_check = 1 ] || return 0
  mkdir -p "$d"
  cp "$here/$name.hs" "$d/"
  if ! (cd "$d" && ghc -O0 -prof -fprof-auto -rtsopts "$name.hs" -o "$name" &&
        ./"$name" +RTS -p -RTS) </dev/null >"$d/log" 2>&1 || [ ! -s "$d/$name.prof" ]; then
    note "$name: the -prof check could not run (GHC's profiling libraries?): $(tail -1 "$d/log")"
    return 0
  fi
  bumped "$ref" "$d/bumped.ticky"
  python3 "$tickydiff" "$ref" "$d/bumped.ticky" 2>&1 |
    sed -n 's/^differs: \([^:]*\): reference \([0-9]*\) entries.*/\1 \2/p' >"$d/ticky.txt"
  # The tree of NAME.prof: "name module src no. entries ...", Main's summed by name.
  awk '/^COST CENTRE +MODULE +SRC +no\./ { t = 1; next }
       t && NF >= 9 && $2 == "Main" { e[$1] += $5 }
       END { for (k in e) print k, e[k] }' "$d/$name.prof" >"$d/prof.txt"
  bad=$(awk 'NR == FNR { p[$1] = $2; next }
             ($1 in p) && p[$1] != $2 { printf " %s (ticky %s, -prof %s)", $1, $2, p[$1] }' \
        "$d/prof.txt" "$d/ticky.txt")
  if [ -n "$bad" ]; then
    note "$name: entries differ from the -prof run's, GHC inlined some calls:$bad"
    return 1
  fi
}

# build_run NAME DIR FLAGS...: compile NAME.hs in DIR with FLAGS and run it
# there as ./NAME +RTS -rNAME.ticky; DIR/stdout is what it printed.
build_run() {
  local name=$1 dir=$2 rc
  shift 2
  mkdir -p "$dir"
  cp "$here/$name.hs" "$dir/"
  if ! (cd "$dir" && ghc -O0 "$@" -rtsopts "$name.hs" -o "$name") </dev/null >"$dir/ghc.log" 2>&1; then
    cat "$dir/ghc.log" >&2
    note "$name: ghc -O0 $* failed"
    return 1
  fi
  (cd "$dir" && exec ./"$name" +RTS -r"$name.ticky" </dev/null >stdout 2>stderr)
  rc=$?
  if [ $rc -ne 0 ]; then
    note "$name ($*): exit $rc: $(head -c 200 "$dir/stderr")"
    return 1
  fi
  [ -s "$dir/$name.ticky" ] || { note "$name ($*): no $name.ticky written"; return 1; }
}

status=0
for name in "${names[@]}"; do
  note "$name: ghc -O0 -ticky"
  d=$tmp/$name/ticky
  if ! build_run "$name" "$d" -ticky; then status=1; continue; fi
  cp "$d/stdout" "$out/$name.stdout"
  cp "$d/$name.ticky" "$out/$name.ghc.ticky"
  selfcheck "$out/$name.ghc.ticky" "$name" || status=1
  prof_check "$name" "$out/$name.ghc.ticky" || status=1
  if grep -q '^-- ticky-allocd: *yes' "$here/$name.hs"; then
    note "$name: ghc -O0 -ticky -ticky-allocd"
    d=$tmp/$name/allocd
    if ! build_run "$name" "$d" -ticky -ticky-allocd; then status=1; continue; fi
    if ! cmp -s "$d/stdout" "$out/$name.stdout"; then
      note "$name: the -ticky-allocd build printed something else"; status=1; continue
    fi
    cp "$d/$name.ticky" "$out/$name.ghc.allocd.ticky"
    selfcheck "$out/$name.ghc.allocd.ticky" "$name" || status=1
  else
    rm -f "$out/$name.ghc.allocd.ticky"
  fi
  rm -rf "${tmp:?}/$name"
done
exit $status
