#!/usr/bin/env bash
# testsuite/heap/make-ghc-refs.sh - regenerate GHC 9.0.2's heap profiles of
# the heap corpus, the reference files that compare.sh scores lazyrts against.
#
# usage: testsuite/heap/make-ghc-refs.sh [--shared DIR] [NAME...]
#
# For every program testsuite/heap/NAME.hs (default: all of them), with SIZE
# taken from its line "-- heap-ref-size: SIZE", in a fresh scratch directory:
#
#   ghc -O0 -prof -fprof-auto -rtsopts NAME.hs -o NAME
#   ./NAME SIZE +RTS -hc -i0.01      -> ghc/NAME.ghc.hc.hp
#   ./NAME SIZE +RTS -hm -i0.01      -> ghc/NAME.ghc.hm.hp
#   ./NAME SIZE +RTS -hd -i0.01      -> ghc/NAME.ghc.hd.hp
#   ./NAME SIZE +RTS -hy -i0.01      -> ghc/NAME.ghc.hy.hp
#   ghc -O0 -rtsopts NAME.hs -o NAME                (vanilla: no -prof)
#   ./NAME SIZE +RTS -hT -i0.01      -> ghc/NAME.ghc.hT.hp
#
# each run in an empty directory, its standard output checked against the
# vanilla run's, which is kept as ghc/NAME.stdout (compare.sh checks lazyrun's
# against it).  The same is done, without an argument, for
#   * ghc/baseline.hs, the trivial program that hpdiff.py's docstring names
#     (its profiles are the "furniture" baseline: ghc/baseline.ghc.MODE.hp);
#   * the shared examples leak, manual_scc and sieve (../shared/examples/heap,
#     or --shared DIR), for the modes that ../shared/examples/expected has no
#     reference for (-hm and -hT), written as ghc/NAME.ghc.MODE.hp.
# A NAME argument picks programs (baseline, leak, ... included).
#
# Needs GHC 9.0.2 with profiling libraries (Debian: ghc, ghc-prof).  The
# files are kept small: a reference over 300 KB is reported, to lower SIZE.
set -u
set -o pipefail

die() { echo "make-ghc-refs: $*" >&2; exit 2; }
note() { echo "make-ghc-refs: $*" >&2; }

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
shared=${LAZYRTS_SHARED:-$top/../shared}/examples/heap
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --shared) [ $# -ge 2 ] || die "--shared needs a directory"; shared=$2; shift 2 ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    *) names+=("$1"); shift ;;
  esac
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
    printf '%s\t%s\t%s\t%s\n' "$n" "$f" "$s" "hc hm hd hy hT"
  done
  printf '%s\t%s\t%s\t%s\n' baseline "$out/baseline.hs" - "hc hm hd hy hT"
  for n in leak manual_scc sieve; do
    if [ -f "$shared/$n.hs" ]; then
      printf '%s\t%s\t%s\t%s\n' "$n" "$shared/$n.hs" - "hm hT"
    else
      note "no $shared/$n.hs: its -hm and -hT references are not made"
    fi
  done
}

wanted() {
  local w
  [ ${#names[@]} -eq 0 ] && return 0
  for w in "${names[@]}"; do [ "$w" = "$1" ] && return 0; done
  return 1
}

list >"$tmp/list" || exit 2
status=0
while IFS=$'\t' read -r name src size modes <&3; do
  wanted "$name" || continue
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
  (cd "$tmp/$name/vanilla" && ./"$name" $size </dev/null >"$tmp/$name/expected.out" 2>&1)
  [ "$name" != baseline ] && cp "$tmp/$name/expected.out" "$out/$name.stdout"
  for m in $modes; do
    run=$tmp/$name/run-$m
    mkdir -p "$run"
    if [ "$m" = hT ]; then exe=$tmp/$name/vanilla/$name; else exe=$tmp/$name/prof/$name; fi
    cp "$exe" "$run/$name"
    note "$name: ./$name${size:+ $size} +RTS -$m -i0.01"
    (cd "$run" && ./"$name" $size +RTS -"$m" -i0.01 -RTS </dev/null >"$run/stdout" 2>&1)
    if ! cmp -s "$run/stdout" "$tmp/$name/expected.out"; then
      note "$name -$m: output differs from the vanilla run"; status=1
    fi
    if [ ! -s "$run/$name.hp" ]; then
      note "$name -$m: no $name.hp written"; status=1; continue
    fi
    cp "$run/$name.hp" "$out/$name.ghc.$m.hp"
    bytes=$(wc -c <"$out/$name.ghc.$m.hp")
    samples=$(grep -c '^BEGIN_SAMPLE' "$out/$name.ghc.$m.hp")
    note "$name -$m: $samples samples, $bytes bytes"
    [ "$bytes" -gt 307200 ] && note "$name -$m: over 300 KB: lower its heap-ref-size"
  done
done 3<"$tmp/list"
exit $status
