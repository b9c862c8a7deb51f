#!/usr/bin/env bash
# testsuite/ticky/compare.sh - check lazyrts's ticky-ticky reports of the
# ticky corpus against GHC 9.0.2's (testsuite/ticky/ghc/, made by
# make-ghc-refs.sh).  A developer tool, not part of "make check".
#
# usage: testsuite/ticky/compare.sh [--lazyrun PATH] [--tickydiff PATH]
#                                   [--no-shared] [--keep DIR]
#                                   [--timeout SECS] [-v] [NAME...]
#
# For every program testsuite/ticky/NAME.hs (default: all of them), in a
# fresh scratch directory:
#
#   lazyrun -ticky NAME.hs +RTS -rNAME.ticky
#   python3 TICKYDIFF --strict-globals ghc/NAME.ghc.ticky NAME.ticky
#
# and, for a program with a line "-- ticky-allocd: yes", also
#
#   lazyrun -ticky -ticky-allocd NAME.hs +RTS -rNAME.ticky
#   python3 TICKYDIFF --strict-globals ghc/NAME.ghc.allocd.ticky NAME.ticky
#
# A program passes when every run exits 0, prints what GHC's build printed
# (ghc/NAME.stdout) and tickydiff.py exits 0 (every compared binding's
# entry count equal to GHC's, Alloc'd non-zero where GHC's is, no GHC
# global counter missing, the report consistent with itself).  The shared
# examples nfib, nfib2, sieve and leak (../shared/examples, against
# expected/NAME.ghc.ticky and expected/NAME.stdout) are checked the same
# way, as shared/NAME, unless --no-shared is given or they are absent.
#
# Prints one line per program: PASS or FAIL, the name, tickydiff's
# "ticky-entries-match: K/N" (and "allocd K/N" for the -ticky-allocd run),
# the reason of a failure, and under a failing line the first lines of
# tickydiff's complaints (all of them with -v); then "K/N programs pass".
# Exit status 0 when all pass, 1 when one fails, 2 on bad usage or when
# tickydiff.py, python3 or lazyrun is missing.
#
# --lazyrun PATH: the lazyrun to check (default $LAZYRUN, then the build
#   tree's lazyrun).
# --tickydiff PATH: the comparison tool (default $TICKYDIFF, then
#   /work/shared/tools/tickydiff.py); it is not part of this repository.
# --keep DIR: keep each run's report as DIR/NAME.ticky (NAME.allocd.ticky)
#   and tickydiff's output as DIR/NAME.txt (NAME.allocd.txt).
# --timeout SECS: the longest a run may take (default 60).
# -v: all of tickydiff's complaints under a failing line, and the bindings
#   lazyrun reports that GHC's report lacks.
set -u
set -o pipefail

die() { echo "compare.sh: $*" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
lazyrun=${LAZYRUN:-$top/lazyrun}
tickydiff=${TICKYDIFF:-/work/shared/tools/tickydiff.py}
shared=${LAZYRTS_SHARED:-$top/../shared}/examples
use_shared=1
keep=""
timeout_s=60
verbose=0
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --lazyrun) [ $# -ge 2 ] || die "--lazyrun needs a path"; lazyrun=$2; shift 2 ;;
    --lazyrun=*) lazyrun=${1#*=}; shift ;;
    --tickydiff) [ $# -ge 2 ] || die "--tickydiff needs a path"; tickydiff=$2; shift 2 ;;
    --tickydiff=*) tickydiff=${1#*=}; shift ;;
    --no-shared) use_shared=0; shift ;;
    --keep) [ $# -ge 2 ] || die "--keep needs a directory"; keep=$2; shift 2 ;;
    --timeout) [ $# -ge 2 ] || die "--timeout needs seconds"; timeout_s=$2; shift 2 ;;
    -v|--verbose) verbose=1; shift ;;
    -h|--help) sed -n '2,45p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    *) names+=("${1%.hs}"); shift ;;
  esac
done
case $timeout_s in ''|*[!0-9]*|0) die "--timeout: '$timeout_s' is not a positive number of seconds" ;; esac
[ -f "$tickydiff" ] || die "no tickydiff.py at $tickydiff (it lives outside the repository: pass --tickydiff PATH or set TICKYDIFF)"
command -v python3 >/dev/null 2>&1 || die "python3 is not installed (tickydiff.py needs it)"
case $lazyrun in
  */*) [ -x "$lazyrun" ] || die "no lazyrun at $lazyrun: build it or pass --lazyrun PATH"
       lazyrun=$(cd "$(dirname "$lazyrun")" && pwd)/$(basename "$lazyrun") ;;
  *) lazyrun=$(command -v "$lazyrun") || die "no $lazyrun on PATH" ;;
esac
tickydiff=$(cd "$(dirname "$tickydiff")" && pwd)/$(basename "$tickydiff")
[ $use_shared = 1 ] && [ ! -d "$shared/expected" ] && use_shared=0
if [ -n "$keep" ]; then
  mkdir -p "$keep" || die "cannot make $keep"
  keep=$(cd "$keep" && pwd)
fi

# The programs: NAME<TAB>SOURCE<TAB>REFERENCE<TAB>STDOUT<TAB>ALLOCD REFERENCE ("-": none)
list() {
  local f n a
  for f in "$here"/*.hs; do
    n=$(basename "$f" .hs)
    a=-
    grep -q '^-- ticky-allocd: *yes' "$f" && a=$here/ghc/$n.ghc.allocd.ticky
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$f" "$here/ghc/$n.ghc.ticky" "$here/ghc/$n.stdout" "$a"
  done
  if [ $use_shared = 1 ]; then
    for n in nfib nfib2 sieve leak; do
      if [ ! -f "$shared/$n.hs" ] || [ ! -f "$shared/expected/$n.ghc.ticky" ]; then continue; fi
      printf '%s\t%s\t%s\t%s\t%s\n' "shared/$n" "$shared/$n.hs" "$shared/expected/$n.ghc.ticky" \
        "$shared/expected/$n.stdout" -
    done
  fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lazyrts-tickycmp.XXXXXX") || die "no temporary directory"
trap 'rm -rf "$tmp"' EXIT
list >"$tmp/list"
for w in ${names[@]+"${names[@]}"}; do
  cut -f1 "$tmp/list" | grep -qx -- "$w" ||
    die "$w: no such program (testsuite/ticky/$w.hs, or shared/nfib, shared/nfib2, shared/sieve, shared/leak)"
done
wanted() {
  local w
  [ ${#names[@]} -eq 0 ] && return 0
  for w in "${names[@]}"; do [ "$w" = "$1" ] && return 0; done
  return 1
}

# check NAME SOURCE REF STDOUT TAG FLAGS...: one lazyrun run and its
# comparison; sets match (tickydiff's K/N) and appends to why.
check() {
  local name=$1 src=$2 ref=$3 expected=$4 tag=$5 base run rc stem
  shift 5
  base=$(basename "$src" .hs)
  run=$tmp/run-$tag
  rm -rf "$run"; mkdir -p "$run"
  cp "$src" "$run/$base.hs"
  match=""
  if [ ! -f "$ref" ]; then
    why+="${why:+; }no reference $(basename "$ref") (run make-ghc-refs.sh)"
    return
  fi
  (cd "$run" && exec timeout "$timeout_s" "$lazyrun" "$@" "$base.hs" +RTS -r"$base.ticky" -RTS \
      </dev/null >"$run/stdout" 2>"$run/stderr")
  rc=$?
  if [ $rc -eq 124 ]; then
    why+="${why:+; }$tag run timed out after ${timeout_s}s"
  elif [ $rc -ne 0 ]; then
    why+="${why:+; }$tag run exit $rc: $(head -1 "$run/stderr" | cut -c1-100)"
  fi
  if [ -f "$expected" ] && ! cmp -s "$run/stdout" "$expected"; then
    [ $rc -eq 0 ] && why+="${why:+; }$tag stdout differs from GHC's"
  fi
  if [ ! -s "$run/$base.ticky" ]; then
    [ $rc -eq 0 ] && why+="${why:+; }no $base.ticky written"
    return
  fi
  td_flags=(--strict-globals)
  [ $verbose = 1 ] && td_flags+=(-v)
  python3 "$tickydiff" "${td_flags[@]}" "$ref" "$run/$base.ticky" >"$run/tickydiff.txt" 2>&1
  rc=$?
  match=$(sed -n 's/^ticky-entries-match: *//p' "$run/tickydiff.txt" | tail -1)
  if [ $rc -ne 0 ]; then
    why+="${why:+; }$tag: tickydiff exit $rc"
    grep -v '^ticky-entries-match:' "$run/tickydiff.txt" | sed 's/^/      /' >>"$tmp/complaints"
  elif [ $verbose = 1 ]; then
    grep -v '^ticky-entries-match:' "$run/tickydiff.txt" | sed 's/^/      /' >>"$tmp/complaints"
  fi
  if [ -n "$keep" ]; then
    stem=$(echo "$name" | tr / _)
    [ "$tag" = allocd ] && stem+=.allocd
    cp "$run/$base.ticky" "$keep/$stem.ticky"
    cp "$run/tickydiff.txt" "$keep/$stem.txt"
  fi
}

echo "lazyrun = $lazyrun; tickydiff = $tickydiff"
pass=0 total=0
while IFS=$'\t' read -r name src ref expected aref <&3; do
  wanted "$name" || continue
  total=$((total + 1))
  why=""
  : >"$tmp/complaints"
  check "$name" "$src" "$ref" "$expected" ticky -ticky
  m1=$match m2=""
  if [ "$aref" != - ]; then
    check "$name" "$src" "$aref" "$expected" allocd -ticky -ticky-allocd
    m2=$match
  fi
  line=$(printf '%-20s ticky-entries-match: %s' "$name" "${m1:-?}")
  [ "$aref" != - ] && line+=", allocd ${m2:-?}"
  if [ -z "$why" ]; then
    pass=$((pass + 1))
    echo "PASS  $line"
  else
    echo "FAIL  $line  ($why)"
  fi
  if [ -s "$tmp/complaints" ]; then
    if [ $verbose = 1 ]; then cat "$tmp/complaints"; else head -6 "$tmp/complaints"; fi
  fi
done 3<"$tmp/list"
echo "$pass/$total programs pass"
[ "$pass" -eq "$total" ]
