#!/usr/bin/env bash
# ghc-compat.sh -- our hp2ps against GHC's on GHC's own heap profiles and
# on lazyrts's (TAP).
#
# For every testsuite/hp2ps/ghc/*.hp (files GHC 9.0.2's runtime wrote),
# every testsuite/golden/heap_*/expected.hp (files lazyrts wrote: GHC's
# hp2ps must accept them) and each of a few flag sets, both programs draw the file, and the bands each
# puts in its PostScript key must agree: the same number, in the same order
# from the bottom of the stack up, with the same names, except that bands
# whose sizes tie may come in another order (GHC orders ties by its hash
# table, we by name; see docs/hp2ps.md).  Where the sizes tie at the edge
# of trace elimination, the two may keep different members of the tie, so
# a position is compared by size when its size is shared.
#
# Needs GHC's hp2ps (GHC_HP2PS, default /usr/bin/hp2ps) and python3; the
# whole test is skipped without them.  HP2PS as in run.sh.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$(dirname "$here")")
HP2PS=${HP2PS:-${LAZYRTS_TOP_BUILDDIR:-$top}/utils/hp2ps/hp2ps}
GHC_HP2PS=${GHC_HP2PS:-/usr/bin/hp2ps}
if [ ! -x "$GHC_HP2PS" ]; then
    echo "1..0 # SKIP GHC's hp2ps ($GHC_HP2PS) is not installed"
    exit 77
fi
if ! command -v python3 >/dev/null; then
    echo "1..0 # SKIP python3 is not installed"
    exit 77
fi
if [ ! -x "$HP2PS" ]; then
    echo "1..0 # SKIP $HP2PS is not built"
    exit 77
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/hp2ps-compat.XXXXXX")
trap 'rm -rf "$work"' EXIT

flag_sets=("" "-t0" "-m3" "-c -s")
files=("$here"/ghc/*.hp "$top"/testsuite/golden/heap_*/expected.hp)
echo "1..$(( ${#files[@]} * ${#flag_sets[@]} ))"
n=0
failed=0
for f in "${files[@]}"; do
    stem=$(basename "$f" .hp)
    # a golden case's profile is named after its case
    [ "$stem" = expected ] && stem=$(basename "$(dirname "$f")")
    for flags in "${flag_sets[@]}"; do
        n=$((n + 1))
        rm -rf "$work/ghc" "$work/ours"
        mkdir -p "$work/ghc" "$work/ours"
        cp "$f" "$work/ghc/$stem.hp" && cp "$f" "$work/ours/$stem.hp"
        # shellcheck disable=SC2086
        (cd "$work/ghc" && "$GHC_HP2PS" $flags "$stem" > out 2>&1)
        ghc_status=$?
        # shellcheck disable=SC2086
        (cd "$work/ours" && "$HP2PS" $flags "$stem" > out 2>&1)
        our_status=$?
        report=$(python3 - "$f" "$work/ghc/$stem.ps" "$work/ours/$stem.ps" <<'PY'
import re, sys

def totals(path):
    t = {}
    for line in open(path, encoding='latin-1'):
        w = line.split()
        if len(w) == 2 and w[0] not in ('BEGIN_SAMPLE', 'END_SAMPLE', 'MARK') \
                and w[1].isdigit():
            t[w[0]] = t.get(w[0], 0) + int(w[1])
    return t

def unescape(s):
    s = re.sub(r'\\([0-7]{3})', lambda m: chr(int(m.group(1), 8)), s)
    return re.sub(r'\\(.)', r'\1', s)

def ghc_names(path):
    shown = [m.group(1) for m in
             (re.match(r'^\((.*)\) show$', l.rstrip('\n'))
              for l in open(path, encoding='latin-1')) if m]
    return [unescape(s) for s in shown[1:]]      # the first is the title

def our_names(path):
    return [unescape(m.group(1)) for m in
            (re.match(r'^\((.*)\) [0-9.]+ keyshow$', l.rstrip('\n'))
             for l in open(path, encoding='latin-1')) if m]

t = totals(sys.argv[1])
g, o = ghc_names(sys.argv[2]), our_names(sys.argv[3])
size = lambda name: t.get(name, -1)          # OTHER: -1 in both
counts = {}
for v in t.values():
    counts[v] = counts.get(v, 0) + 1
problems = []
if len(g) != len(o):
    problems.append('GHC draws %d bands, we draw %d' % (len(g), len(o)))
for i, (a, b) in enumerate(zip(g, o)):
    if a == b:
        continue
    if size(a) == size(b) and counts.get(size(a), 0) > 1:
        continue                                 # a tie
    problems.append('band %d: GHC %r (%d), we %r (%d)' % (i + 1, a, size(a), b, size(b)))
if problems:
    print('GHC: ' + ' | '.join(g))
    print('ours: ' + ' | '.join(o))
    print('\n'.join(problems))
    sys.exit(1)
print(len(g))
PY
)
        status=$?
        name="$stem${flags:+ $flags}"
        if [ "$ghc_status" != 0 ] || [ "$our_status" != 0 ]; then
            failed=$((failed + 1))
            echo "not ok $n - $name"
            echo "# exit status: GHC $ghc_status, ours $our_status"
            sed 's/^/# /' "$work/ghc/out" "$work/ours/out"
        elif [ $status = 0 ]; then
            echo "ok $n - $name ($report bands)"
        else
            failed=$((failed + 1))
            echo "not ok $n - $name"
            printf '%s\n' "$report" | sed 's/^/# /'
        fi
    done
done
echo "# $((n - failed)) passed, $failed failed"
[ "$failed" = 0 ]
