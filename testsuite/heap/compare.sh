#!/usr/bin/env bash
# testsuite/heap/compare.sh - score lazyrts's heap profiles of the heap
# corpus against GHC 9.0.2's (testsuite/heap/ghc/, made by make-ghc-refs.sh).
#
# usage: testsuite/heap/compare.sh [--modes LIST] [--keep DIR]
#                                  [--timeout SECS] [LAZYRUN] [NAME...]
#
# For every program testsuite/heap/NAME.hs (SIZE from its line
# "-- heap-ref-size: SIZE") and every mode, in a fresh temporary directory:
#
#   lazyrun -prof -fprof-auto NAME.hs SIZE +RTS FLAGS -iT -RTS
#   lazyrun NAME.hs SIZE +RTS -hT -iT -RTS                     (vanilla way)
#
# then  python3 TOOLS/hpdiff.py REFERENCE NAME.hp, which finds the furniture
# baseline (baseline.ghc.MODE.hp) beside the reference; for -hr with
# --prof NAME.prof too, checking the retainer sets that lazyrun's .prof
# lists.  A MODE is its RTS FLAGS without their '-' joined by '-':
#   hc hm hd hy hT                    (the default: --modes heap)
#   hr hb hc-hbdrag,void hd-hbvoid hy-hbdrag     (--modes retainer)
# ("hc-hbdrag,void" runs +RTS -hc -hbdrag,void); --modes all is both.
# LIST is comma-separated, modes or those group names: --modes hr,hb,
# hc-hbdrag,void works (a biography name after a comma belongs to the mode
# before it).  T is the -i of the reference's JOB line: 0.01, or 0.02 or
# 0.05 where GHC 9.0.2's -hb crashed at -i0.01 (see make-ghc-refs.sh).
#
# The shared examples leak, manual_scc and sieve (../shared/examples/heap)
# run the same way without an argument, scored against
# ../shared/examples/expected/NAME.ghc.MODE.hp where it exists (-hc -hd -hy
# -hr -hb) and against ghc/ otherwise.  TOOLS is $LAZYRTS_TOOLS, else
# ../shared/tools beside the repository; the shared examples are under
# $LAZYRTS_SHARED (else ../shared).
#
# Prints a Markdown table, one row per (program, mode): hpdiff's hp-match,
# peak-ratio and top-band, and PASS (hpdiff exit 0: strict validation clean,
# hp-match >= 0.8, the .prof's retainer sets right for -hr, and the program
# printed what GHC's build printed, ghc/NAME.stdout) or FAIL with the
# reason (a mode lazyrun refuses shows its message); a -hb row also gives
# the share of each band (VOID/LAG/USE/INHERENT_USE/DRAG) in lazyrun's and
# GHC's profile, "shares differ" when one differs by more than 10 points
# (information only: every -hb profile has the five bands, so hp-match is
# 1 whatever their sizes); n/a where GHC's own
# run crashed (ghc/NAME.ghc.MODE.crash, no reference: lazyrun's profile is
# only validated, and the row is not counted); then "N/M passed".  Exit
# status 0 when every counted row passed, 1 otherwise, 77 (skipped) when
# hpdiff.py or python3 is missing.
#
# LAZYRUN defaults to $LAZYRUN, then the build tree's lazyrun.  NAME picks
# programs; --keep DIR keeps every .hp written as DIR/NAME.MODE.hp (and
# hpdiff's full report as DIR/NAME.MODE.txt, the .prof of -hr as
# DIR/NAME.hr.prof).
set -u
set -o pipefail

die() { echo "compare.sh: $*" >&2; exit 2; }

# split_modes LIST: the modes of a comma-separated LIST, one a word, the
# groups heap, retainer and all expanded.  A biography name after a comma
# belongs to the mode before it: "hr,hc-hbdrag,void" is "hr" and
# "hc-hbdrag,void".
split_modes() {
  local IFS=, w out=""
  for w in $1; do
    case $w in
      lag|drag|void|use) if [ -n "$out" ]; then out+=",$w"; else out=$w; fi ;;
      heap) out+="${out:+ }$heap_modes" ;;
      retainer) out+="${out:+ }$retainer_modes" ;;
      all) out+="${out:+ }$heap_modes $retainer_modes" ;;
      '') ;;
      *) out+="${out:+ }$w" ;;
    esac
  done
  echo "$out"
}

# rts_flags MODE: the RTS flags of a mode ("hc-hbdrag,void" -> "-hc -hbdrag,void").
rts_flags() { echo "-${1//-/ -}"; }

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tools=${LAZYRTS_TOOLS:-$top/../shared/tools}
shared=${LAZYRTS_SHARED:-$top/../shared}
lazyrun=${LAZYRUN:-$top/lazyrun}
heap_modes="hc hm hd hy hT"
retainer_modes="hr hb hc-hbdrag,void hd-hbvoid hy-hbdrag"
modes=$heap_modes
keep=""
timeout_s=600
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --modes) [ $# -ge 2 ] || die "--modes needs a list"; modes=$(split_modes "$2"); shift 2 ;;
    --modes=*) modes=$(split_modes "${1#*=}"); shift ;;
    --keep) [ $# -ge 2 ] || die "--keep needs a directory"; keep=$2; shift 2 ;;
    --timeout) [ $# -ge 2 ] || die "--timeout needs seconds"; timeout_s=$2; shift 2 ;;
    -h|--help) sed -n '2,50p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
[ -n "$modes" ] || die "--modes: no mode given"
for m in $modes; do
  case " $heap_modes $retainer_modes " in
    *" $m "*) ;;
    *) die "unknown mode '$m' (one of: $heap_modes $retainer_modes; or heap, retainer, all)" ;;
  esac
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

# interval REF: the -i of a reference's JOB line (0.01 without one).
interval() {
  local i
  i=$(sed -n '1s/^JOB ".* -i\([0-9.][0-9.]*\).*/\1/p' "$1" 2>/dev/null)
  echo "${i:-0.01}"
}

# score NAME MODE REF RUN: hpdiff's verdict on RUN/NAME.hp against REF,
# sets score, ratio, tb and appends hpdiff's complaint to why.
score() {
  local name=$1 m=$2 ref=$3 run=$4 hrc line invalid missing extra=()
  if [ "$m" = hr ]; then
    if [ -s "$run/$name.prof" ]; then
      extra=(--prof "$run/$name.prof")
    else
      why="${why:+$why; }no $name.prof"
    fi
  fi
  python3 "$tools/hpdiff.py" "$ref" "$run/$name.hp" ${extra[@]+"${extra[@]}"} >"$run/hpdiff.txt" 2>&1
  hrc=$?
  line=$(grep '^hp-match:' "$run/hpdiff.txt" | tail -1)
  score=$(echo "$line" | awk '{print $2}')
  ratio=$(echo "$line" | awk '{print $4}')
  tb=$(echo "$line" | awk '{print $6}')
  invalid=$(grep -c '^invalid:' "$run/hpdiff.txt")
  [ $hrc -eq 0 ] && return
  if [ "$invalid" -gt 0 ]; then
    why="${why:+$why; }$invalid invalid: $(grep -m1 '^invalid:' "$run/hpdiff.txt" | cut -c10-90)"
  elif [ -z "$line" ]; then
    why="${why:+$why; }hpdiff: $(head -1 "$run/hpdiff.txt" | cut -c1-90)"
  else
    missing=$(grep '^missing:' "$run/hpdiff.txt" | head -2 | sed 's/^missing: //; s/  (\([0-9.]*\)% .*/ \1%/' | paste -sd, -)
    why="${why:+$why; }below 0.8${missing:+; missing $missing}"
  fi
}

# shares FILE: a -hb profile's VOID/LAG/USE/INHERENT_USE/DRAG, each as a
# percentage of the sum of all its samples, "v/l/u/i/d".
shares() {
  awk -F'\t' 'NF == 2 { s[$1] += $2; t += $2 }
    END { if (t == 0) t = 1
          printf "%.0f/%.0f/%.0f/%.0f/%.0f", 100 * s["VOID"] / t, 100 * s["LAG"] / t,
            100 * s["USE"] / t, 100 * s["INHERENT_USE"] / t, 100 * s["DRAG"] / t }' "$1"
}

# bio_note REF OURS: for -hb, the two profiles' shares, and "shares differ"
# when one band's differ by more than 10 points (hp-match cannot tell: the
# five bands are in every -hb profile).
bio_note() {
  local a b
  a=$(shares "$2"); b=$(shares "$1")
  echo -n "V/L/U/I/D % ours $a, GHC's $b"
  echo "$a $b" | awk '{ split($1, x, "/"); split($2, y, "/")
    for (i = 1; i <= 5; i++) if (x[i] - y[i] > 10 || y[i] - x[i] > 10) { printf "; shares differ"; exit } }'
}

echo "lazyrun = \`$lazyrun\`; hpdiff = \`$tools/hpdiff.py\`"
echo
echo "| program | mode | hp-match | peak-ratio | top-band | result |"
echo "| --- | --- | ---: | ---: | --- | --- |"
pass=0 total=0 na=0
while IFS=$'\t' read -r name src size expected <&3; do
  wanted "$name" || continue
  [ "$size" = - ] && size=
  for m in $modes; do
    ref=$(reference "$name" "$m")
    flags=$(rts_flags "$m")
    crash=$here/ghc/$name.ghc.$m.crash
    if [ ! -f "$ref" ] && [ ! -f "$crash" ]; then
      total=$((total + 1))
      echo "| $name | $flags | | | | FAIL (no reference $(basename "$ref"): run make-ghc-refs.sh) |"
      continue
    fi
    if [ -f "$ref" ]; then ival=$(interval "$ref"); else ival=0.01; fi
    run=$tmp/$name-$m
    mkdir -p "$run"
    cp "$src" "$run/$name.hs"
    if [ "$m" = hT ]; then way=(); else way=(-prof -fprof-auto); fi
    # shellcheck disable=SC2086 # $flags is one or two RTS flags
    (cd "$run" && exec timeout "$timeout_s" "$lazyrun" ${way[@]+"${way[@]}"} "$name.hs" $size \
        +RTS $flags -i"$ival" -RTS </dev/null >"$run/stdout" 2>"$run/stderr")
    rc=$?
    why="" score="" ratio="" tb=""
    if [ $rc -ne 0 ]; then
      why="exit $rc: $(head -c 160 "$run/stderr" | head -1)"
    elif [ -f "$expected" ] && ! cmp -s "$run/stdout" "$expected"; then
      why="stdout differs from GHC's"
    fi
    if [ ! -f "$ref" ]; then
      # GHC crashed: no reference; lazyrun's profile is validated alone.
      na=$((na + 1))
      if [ -s "$run/$name.hp" ]; then score "$name" "$m" "$run/$name.hp" "$run"; else why="${why:+$why; }no $name.hp"; fi
      how="GHC crashed: $(head -1 "$crash" | sed 's/.* died of //')"
      if [ -z "$why" ]; then
        echo "| $name | $flags | | | | n/a ($how; ours valid) |"
      else
        na=$((na - 1)) total=$((total + 1))
        echo "| $name | $flags | | | | FAIL (no reference, $how; ours: $why) |"
      fi
      continue
    fi
    total=$((total + 1))
    if [ ! -s "$run/$name.hp" ]; then
      echo "| $name | $flags | | | | FAIL (no $name.hp${why:+; $why}) |"
      continue
    fi
    score "$name" "$m" "$ref" "$run"
    if [ -n "$keep" ]; then
      cp "$run/$name.hp" "$keep/$name.$m.hp"
      cp "$run/hpdiff.txt" "$keep/$name.$m.txt"
      [ "$m" = hr ] && [ -f "$run/$name.prof" ] && cp "$run/$name.prof" "$keep/$name.hr.prof"
    fi
    bio=""
    [ "$m" = hb ] && bio=$(bio_note "$ref" "$run/$name.hp")
    if [ -z "$why" ]; then
      pass=$((pass + 1))
      echo "| $name | $flags | ${score:-} | ${ratio:-} | ${tb:-} | PASS${bio:+ ($bio)} |"
    else
      echo "| $name | $flags | ${score:-} | ${ratio:-} | ${tb:-} | FAIL ($why${bio:+; $bio}) |"
    fi
  done
  rm -rf "$tmp/$name"-*
done 3<"$tmp/list"
echo
if [ "$na" -gt 0 ]; then echo "$pass/$total passed, $na n/a (GHC crashed)"; else echo "$pass/$total passed"; fi
[ "$pass" -eq "$total" ]
