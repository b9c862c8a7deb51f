#!/usr/bin/env bash
# testsuite/heap/make-ghc-refs.sh - regenerate GHC 9.0.2's heap profiles of
# the heap corpus, the reference files that compare.sh scores lazyrts against.
#
# usage: testsuite/heap/make-ghc-refs.sh [--shared DIR] [--modes LIST] [NAME...]
#
# For every program testsuite/heap/NAME.hs (default: all of them), with SIZE
# taken from its line "-- heap-ref-size: SIZE", in a fresh scratch directory:
#
#   ghc -O0 -prof -fprof-auto -rtsopts NAME.hs -o NAME
#   ./NAME SIZE +RTS -hc -i0.01                -> ghc/NAME.ghc.hc.hp
#   ./NAME SIZE +RTS -hm -i0.01                -> ghc/NAME.ghc.hm.hp
#   ./NAME SIZE +RTS -hd -i0.01                -> ghc/NAME.ghc.hd.hp
#   ./NAME SIZE +RTS -hy -i0.01                -> ghc/NAME.ghc.hy.hp
#   ./NAME SIZE +RTS -hr -i0.01                -> ghc/NAME.ghc.hr.hp
#   ./NAME SIZE +RTS -hb -i0.01                -> ghc/NAME.ghc.hb.hp
#   ./NAME SIZE +RTS -hc -hbdrag,void -i0.01   -> ghc/NAME.ghc.hc-hbdrag,void.hp
#   ./NAME SIZE +RTS -hd -hbvoid -i0.01        -> ghc/NAME.ghc.hd-hbvoid.hp
#   ./NAME SIZE +RTS -hy -hbdrag -i0.01        -> ghc/NAME.ghc.hy-hbdrag.hp
#   ghc -O0 -rtsopts NAME.hs -o NAME                (vanilla: no -prof)
#   ./NAME SIZE +RTS -hT -i0.01                -> ghc/NAME.ghc.hT.hp
#
# A MODE is its RTS flags without their '-', joined by '-' ("hc-hbdrag,void"
# is "+RTS -hc -hbdrag,void"), the name hpdiff.py looks for a baseline by.
# Each run is in an empty directory, its standard output checked against the
# vanilla run's, which is kept as ghc/NAME.stdout (compare.sh checks
# lazyrun's against it).  The same is done, without an argument, for
#   * ghc/baseline.hs, the trivial program that hpdiff.py's docstring names
#     (its profiles are the "furniture" baseline: ghc/baseline.ghc.MODE.hp),
#     every mode;
#   * the shared examples leak, manual_scc and sieve (../shared/examples/heap,
#     or --shared DIR), for the modes that ../shared/examples/expected has no
#     reference for (hm, hT, hc-hbdrag,void, hd-hbvoid, hy-hbdrag), written
#     as ghc/NAME.ghc.MODE.hp.
# A NAME argument picks programs (baseline, leak, ... included); --modes
# LIST (comma-separated, e.g. --modes hr,hb) makes only those modes, so the
# other references are left as they are.  The -hr runs' NAME.prof files are
# not kept (hpdiff.py --prof checks lazyrun's own .prof).  A run whose
# binary dies of a signal is tried again at -i0.02, then -i0.05: GHC 9.0.2's
# -hb dies of SIGSEGV after about 30 censuses (the reference's JOB line
# keeps the -i it was made with, and compare.sh runs lazyrun with it).
# When all three die, ghc/NAME.ghc.MODE.crash says how instead of a
# reference, and compare.sh reports the row as n/a.
#
# Needs GHC 9.0.2 with profiling libraries (Debian: ghc, ghc-prof).  The
# files are kept small: a reference over 300 KB is reported, to lower SIZE.
set -u
set -o pipefail

die() { echo "make-ghc-refs: $*" >&2; exit 2; }
note() { echo "make-ghc-refs: $*" >&2; }

# split_modes LIST: the modes of a comma-separated LIST, one a word.  A
# biography name after a comma belongs to the mode before it:
# "hr,hc-hbdrag,void" is "hr" and "hc-hbdrag,void".
split_modes() {
  local IFS=, w out=""
  for w in $1; do
    case $w in
      lag|drag|void|use) if [ -n "$out" ]; then out+=",$w"; else out=$w; fi ;;
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
shared=${LAZYRTS_SHARED:-$top/../shared}/examples/heap
all_modes="hc hm hd hy hT hr hb hc-hbdrag,void hd-hbvoid hy-hbdrag"
shared_modes="hm hT hc-hbdrag,void hd-hbvoid hy-hbdrag"
only=""
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --shared) [ $# -ge 2 ] || die "--shared needs a directory"; shared=$2; shift 2 ;;
    --modes) [ $# -ge 2 ] || die "--modes needs a list"; only=$(split_modes "$2"); shift 2 ;;
    --modes=*) only=$(split_modes "${1#*=}"); shift ;;
    -h|--help) sed -n '2,47p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    *) names+=("$1"); shift ;;
  esac
done
for m in $only; do
  case " $all_modes " in *" $m "*) ;; *) die "unknown mode '$m' (one of: $all_modes)" ;; esac
done
command -v ghc >/dev/null 2>&1 || die "ghc is not installed (needs GHC 9.0.2 and its profiling libraries)"
version=$(ghc --numeric-version)
[ "$version" = 9.0.2 ] || note "warning: ghc is $version, the references are GHC 9.0.2's"

out=$here/ghc
mkdir -p "$out"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lazyrts-heaprefs.XXXXXX") || die "no temporary directory"
trap 'rm -rf "$tmp"' EXIT

# The programs: NAME<TAB>SOURCE<TAB>SIZE<TAB>MODES, SIZE "-" for none.
list() {
  local f n s
  for f in "$here"/*.hs; do
    n=$(basename "$f" .hs)
    s=$(sed -n 's/^-- heap-ref-size: *\([0-9][0-9]*\).*/\1/p' "$f" | head -1)
    [ -n "$s" ] || die "$f: no line '-- heap-ref-size: N'"
    printf '%s\t%s\t%s\t%s\n' "$n" "$f" "$s" "$all_modes"
  done
  printf '%s\t%s\t%s\t%s\n' baseline "$out/baseline.hs" - "$all_modes"
  for n in leak manual_scc sieve; do
    if [ -f "$shared/$n.hs" ]; then
      printf '%s\t%s\t%s\t%s\n' "$n" "$shared/$n.hs" - "$shared_modes"
    else
      note "no $shared/$n.hs: its references ($shared_modes) are not made"
    fi
  done
}

# picked MODE: whether --modes lets MODE be made.
picked() {
  [ -z "$only" ] && return 0
  case " $only " in *" $1 "*) return 0 ;; esac
  return 1
}

wanted() {
  local w
  [ ${#names[@]} -eq 0 ] && return 0
  for w in "${names[@]}"; do [ "$w" = "$1" ] && return 0; done
  return 1
}

list >"$tmp/list" || exit 2
for w in ${names[@]+"${names[@]}"}; do
  cut -f1 "$tmp/list" | grep -qx -- "$w" || die "$w: no such program (testsuite/heap/$w.hs, baseline, leak, manual_scc or sieve)"
done
status=0
while IFS=$'\t' read -r name src size modes <&3; do
  wanted "$name" || continue
  any=""
  for m in $modes; do picked "$m" && any=1; done
  [ -n "$any" ] || continue
  [ "$size" = - ] && size=
  note "$name${size:+ $size}: compiling"
  mkdir -p "$tmp/$name/prof" "$tmp/$name/vanilla"
  cp "$src" "$tmp/$name/prof/$name.hs"
  cp "$src" "$tmp/$name/vanilla/$name.hs"
  if ! (cd "$tmp/$name/prof" && ghc -O0 -prof -fprof-auto -rtsopts "$name.hs" -o "$name") </dev/null >"$tmp/$name/log" 2>&1 ||
     ! (cd "$tmp/$name/vanilla" && ghc -O0 -rtsopts "$name.hs" -o "$name") </dev/null >>"$tmp/$name/log" 2>&1; then
    cat "$tmp/$name/log" >&2
    note "$name: ghc failed"; status=1; continue
  fi
  # shellcheck disable=SC2086 # an empty SIZE is no argument
  (cd "$tmp/$name/vanilla" && ./"$name" $size </dev/null >"$tmp/$name/expected.out" 2>&1)
  [ "$name" != baseline ] && cp "$tmp/$name/expected.out" "$out/$name.stdout"
  for m in $modes; do
    picked "$m" || continue
    flags=$(rts_flags "$m")
    run=$tmp/$name/run-$m
    mkdir -p "$run"
    if [ "$m" = hT ]; then exe=$tmp/$name/vanilla/$name; else exe=$tmp/$name/prof/$name; fi
    cp "$exe" "$run/$name"
    # GHC 9.0.2's -hb dies of SIGSEGV after about 30 censuses: a run that
    # dies of a signal is tried again with fewer censuses.
    for ival in 0.01 0.02 0.05 -; do
      [ "$ival" = - ] && break
      note "$name: ./$name${size:+ $size} +RTS $flags -i$ival"
      # shellcheck disable=SC2086 # $flags is one or two RTS flags
      (cd "$run" && exec ./"$name" $size +RTS $flags -i$ival -RTS </dev/null >"$run/stdout" 2>"$run/stderr")
      rc=$?
      cat "$run/stderr" >>"$run/stdout"
      [ $rc -lt 128 ] && break
      sig=$(kill -l $((rc - 128)) 2>/dev/null || echo "?")
      note "$name $flags -i$ival: GHC's binary died of SIG$sig (exit $rc)"
      printf 'ghc %s: ./%s%s +RTS %s -i%s -RTS died of SIG%s (exit %d)\n' \
        "$version" "$name" "${size:+ $size}" "$flags" "$ival" "$sig" "$rc" >>"$run/crashes"
    done
    if [ "$ival" = - ]; then
      # No reference can be made; the .crash file tells compare.sh so.
      note "$name $flags: no reference, written as ghc/$name.ghc.$m.crash"
      rm -f "$out/$name.ghc.$m.hp"
      cp "$run/crashes" "$out/$name.ghc.$m.crash"
      continue
    fi
    rm -f "$out/$name.ghc.$m.crash"
    if ! cmp -s "$run/stdout" "$tmp/$name/expected.out"; then
      note "$name $flags: output differs from the vanilla run"; status=1
    fi
    if [ ! -s "$run/$name.hp" ]; then
      note "$name $flags: no $name.hp written"; status=1; continue
    fi
    cp "$run/$name.hp" "$out/$name.ghc.$m.hp"
    bytes=$(wc -c <"$out/$name.ghc.$m.hp")
    samples=$(grep -c '^BEGIN_SAMPLE' "$out/$name.ghc.$m.hp")
    note "$name $flags: $samples samples, $bytes bytes"
    [ "$bytes" -gt 307200 ] && note "$name $flags: over 300 KB: lower its heap-ref-size"
  done
done 3<"$tmp/list"
exit $status
