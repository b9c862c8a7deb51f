#!/usr/bin/env bash
# testsuite/heap/compare.sh - score lazyrts's heap profiles of the heap
# corpus against GHC 9.0.2's (testsuite/heap/ghc/, made by make-ghc-refs.sh).
#
# usage: testsuite/heap/compare.sh [--modes hc,hm,hd,hy,hT] [--keep DIR]
#                                  [--timeout SECS] [LAZYRUN] [NAME...]
#
# For every program testsuite/heap/NAME.hs (SIZE from its line
# "-- heap-ref-size: SIZE") and every mode, in a fresh temporary directory:
#
#   lazyrun -prof -fprof-auto NAME.hs SIZE +RTS -hM -i0.01 -RTS   (M = c m d y)
#   lazyrun NAME.hs SIZE +RTS -hT -i0.01 -RTS                     (vanilla way)
#
# then  python3 TOOLS/hpdiff.py ghc/NAME.ghc.MODE.hp NAME.hp, which finds the
# furniture baseline ghc/baseline.ghc.MODE.hp beside the reference.  The
# shared examples leak, manual_scc and sieve (../shared/examples/heap) run the
# same way without an argument, scored against ../shared/examples/expected/
# NAME.ghc.MODE.hp where it exists (-hc -hd -hy) and against ghc/ otherwise
# (-hm, -hT).  TOOLS is $LAZYRTS_TOOLS, else ../shared/tools beside the
# repository; the shared examples are under $LAZYRTS_SHARED (else ../shared).
#
# Prints a Markdown table, one row per (program, mode): hpdiff's hp-match,
# peak-ratio and top-band, and PASS (hpdiff exit 0: strict validation clean,
# hp-match >= 0.8, and the program printed what GHC's build printed,
# ghc/NAME.stdout) or FAIL with the reason; then "N/M passed".  Exit status 0 when every row passed,
# 1 otherwise, 77 (skipped) when hpdiff.py or python3 is missing.
#
# LAZYRUN defaults to $LAZYRUN, then the build tree's lazyrun.  NAME picks
# programs; --modes picks modes; --keep DIR keeps every .hp written as
# DIR/NAME.MODE.hp (and hpdiff's full report as DIR/NAME.MODE.txt).
set -u
set -o pipefail

die() { echo "compare.sh: $*" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tools=${LAZYRTS_TOOLS:-$top/../shared/tools}
shared=${LAZYRTS_SHARED:-$top/../shared}
lazyrun=${LAZYRUN:-$top/lazyrun}
modes="hc hm hd hy hT"
keep=""
timeout_s=600
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --modes) [ $# -ge 2 ] || die "--modes needs a list"; modes=${2//,/ }; shift 2 ;;
    --modes=*) modes=${1#*=}; modes=${modes//,/ }; shift ;;
    --keep) [ $# -ge 2 ] || die "--keep needs a directory"; keep=$2; shift 2 ;;
    --timeout) [ $# -ge 2 ] || die "--timeout needs seconds"; timeout_s=$2; shift 2 ;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    */*) lazyrun=$1; shift ;;
    *) if [ -f "$here/$1.hs" ] || [ -f "$shared/examples/heap/$1.hs" ]; then
         names+=("$1")
       elif [ -x "$1" ] || command -v "$1" >/dev/null 2>&1; then
         lazyrun=$1
       else
         die "$1: neither a program of the corpus nor an executable"
       fi
       shift ;;
  esac
done
for m in $modes; do
  case $m in hc|hm|hd|hy|hT) ;; *) die "unknown mode '$m' (hc, hm, hd, hy or hT)" ;; esac
done
if [ ! -f "$tools/hpdiff.py" ]; then
  echo "compare.sh: skipped: no hpdiff.py in $tools (set LAZYRTS_TOOLS)"
  exit 77
fi
tools=$(cd "$tools" && pwd)
if ! command -v python3 >/dev/null 2>&1; then
  echo "compare.sh: skipped: python3 is not installed"
  exit 77
fi
case $lazyrun in
  */*) [ -x "$lazyrun" ] || die "no lazyrun at $lazyrun: build it or pass its path"
       lazyrun=$(cd "$(dirname "$lazyrun")" && pwd)/$(basename "$lazyrun") ;;
  *) lazyrun=$(command -v "$lazyrun") || die "no $lazyrun on PATH" ;;
esac
if [ -n "$keep" ]; then
  mkdir -p "$keep" || die "cannot make $keep"
  keep=$(cd "$keep" && pwd)
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lazyrts-heapcmp.XXXXXX") || die "no temporary directory"
trap 'rm -rf "$tmp"' EXIT

wanted() {
  local w
  [ ${#names[@]} -eq 0 ] && return 0
  for w in "${names[@]}"; do [ "$w" = "$1" ] && return 0; done
  return 1
}

# The programs: NAME<TAB>SOURCE<TAB>SIZE ("-" for none)<TAB>EXPECTED STDOUT
{
  for f in "$here"/*.hs; do
    n=$(basename "$f" .hs)
    s=$(sed -n 's/^-- heap-ref-size: *\([0-9][0-9]*\).*/\1/p' "$f" | head -1)
    [ -n "$s" ] || die "$f: no line '-- heap-ref-size: N'"
    printf '%s\t%s\t%s\t%s\n' "$n" "$f" "$s" "$here/ghc/$n.stdout"
  done
  for n in leak manual_scc sieve; do
    if [ -f "$shared/examples/heap/$n.hs" ]; then
      printf '%s\t%s\t%s\t%s\n' "$n" "$shared/examples/heap/$n.hs" - "$here/ghc/$n.stdout"
    else
      echo "compare.sh: no $shared/examples/heap/$n.hs: the shared examples are left out" >&2
    fi
  done
} >"$tmp/list" || exit 2

# reference NAME MODE: GHC's profile, the shared one first.
reference() {
  local r=$shared/examples/expected/$1.ghc.$2.hp
  [ -f "$r" ] && [ -f "$shared/examples/heap/$1.hs" ] && [ ! -f "$here/$1.hs" ] && { echo "$r"; return; }
  echo "$here/ghc/$1.ghc.$2.hp"
}

echo "lazyrun = \`$lazyrun\`; hpdiff = \`$tools/hpdiff.py\`"
echo
echo "| program | mode | hp-match | peak-ratio | top-band | result |"
echo "| --- | --- | ---: | ---: | --- | --- |"
pass=0 total=0
while IFS=$'\t' read -r name src size expected <&3; do
  wanted "$name" || continue
  [ "$size" = - ] && size=
  for m in $modes; do
    ref=$(reference "$name" "$m")
    total=$((total + 1))
    if [ ! -f "$ref" ]; then
      echo "| $name | -$m | | | | FAIL (no reference $(basename "$ref"): run make-ghc-refs.sh) |"
      continue
    fi
    run=$tmp/$name-$m
    mkdir -p "$run"
    cp "$src" "$run/$name.hs"
    if [ "$m" = hT ]; then way=(); else way=(-prof -fprof-auto); fi
    (cd "$run" && exec timeout "$timeout_s" "$lazyrun" "${way[@]}" "$name.hs" $size \
        +RTS -"$m" -i0.01 -RTS </dev/null >"$run/stdout" 2>"$run/stderr")
    rc=$?
    why=""
    if [ $rc -ne 0 ]; then
      why="exit $rc: $(head -c 160 "$run/stderr" | head -1)"
    elif [ -f "$expected" ] && ! cmp -s "$run/stdout" "$expected"; then
      why="stdout differs from GHC's"
    fi
    if [ ! -s "$run/$name.hp" ]; then
      echo "| $name | -$m | | | | FAIL (no $name.hp${why:+; $why}) |"
      continue
    fi
    python3 "$tools/hpdiff.py" "$ref" "$run/$name.hp" >"$run/hpdiff.txt" 2>&1
    hrc=$?
    line=$(grep '^hp-match:' "$run/hpdiff.txt" | tail -1)
    score=$(echo "$line" | awk '{print $2}')
    ratio=$(echo "$line" | awk '{print $4}')
    tb=$(echo "$line" | awk '{print $6}')
    invalid=$(grep -c '^invalid:' "$run/hpdiff.txt")
    if [ $hrc -ne 0 ]; then
      if [ "$invalid" -gt 0 ]; then
        why="${why:+$why; }$invalid invalid: $(grep -m1 '^invalid:' "$run/hpdiff.txt" | cut -c10-90)"
      elif [ -z "$line" ]; then
        why="${why:+$why; }hpdiff: $(head -1 "$run/hpdiff.txt" | cut -c1-90)"
      else
        missing=$(grep '^missing:' "$run/hpdiff.txt" | head -2 | sed 's/^missing: //; s/  (\([0-9.]*\)% .*/ \1%/' | paste -sd, -)
        why="${why:+$why; }below 0.8${missing:+; missing $missing}"
      fi
    fi
    if [ -n "$keep" ]; then
      cp "$run/$name.hp" "$keep/$name.$m.hp"
      cp "$run/hpdiff.txt" "$keep/$name.$m.txt"
    fi
    if [ -z "$why" ]; then
      pass=$((pass + 1))
      echo "| $name | -$m | ${score:-} | ${ratio:-} | ${tb:-} | PASS |"
    else
      echo "| $name | -$m | ${score:-} | ${ratio:-} | ${tb:-} | FAIL ($why) |"
    fi
  done
  rm -rf "$tmp/$name"-*
done 3<"$tmp/list"
echo
echo "$pass/$total passed"
[ "$pass" -eq "$total" ]
