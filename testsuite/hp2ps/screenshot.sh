#!/usr/bin/env bash
# screenshot.sh -- does a browser show our SVG?  (TAP)
#
# Draws testsuite/hp2ps/ghc/leak.ghc.hc.hp with hp2ps --svg, has headless
# Chromium take a screenshot of it, and decodes the PNG (python3's zlib, no
# imaging library) to check that the picture is not blank: enough pixels
# are not white, and the two bands' colours (the palette's first two) are
# there.  A blank SVG, screenshot the same way, must come out blank, which
# shows that the check can fail.
#
# Skipped (1..0 # SKIP, exit 77) without chromium or python3.  HP2PS as in
# run.sh; CHROMIUM names the browser (default: chromium, chromium-browser
# or google-chrome, the first found).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$(dirname "$here")")
HP2PS=${HP2PS:-${LAZYRTS_TOP_BUILDDIR:-$top}/utils/hp2ps/hp2ps}
if [ -z "${CHROMIUM:-}" ]; then
    for c in chromium chromium-browser google-chrome; do
        if command -v "$c" >/dev/null; then CHROMIUM=$c; break; fi
    done
fi
if [ -z "${CHROMIUM:-}" ]; then
    echo "1..0 # SKIP no chromium"
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

work=$(mktemp -d "${TMPDIR:-/tmp}/hp2ps-shot.XXXXXX")
trap 'rm -rf "$work"' EXIT

# shot SVG PNG: a 1200x800 screenshot of SVG
shot() {
    timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
        --user-data-dir="$work/profile" --hide-scrollbars \
        --screenshot="$2" --window-size=1200,800 "file://$1" \
        > "$work/chromium.log" 2>&1
}

# measure PNG: prints "<non-white pixels> <total> <blue> <orange>"
measure() {
    python3 - "$1" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat = 8, b''
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b'IHDR':
        width, height, depth, colour = struct.unpack('>IIBB', body[:10])
    elif kind == b'IDAT':
        idat += body
    pos += 12 + length
assert depth == 8 and colour in (2, 6), 'unexpected PNG format'
bpp = 3 if colour == 2 else 4
raw = zlib.decompress(idat)
stride = width * bpp
rows, prev, i = [], bytearray(stride), 0
for _ in range(height):
    f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b = prev[x]
        c = prev[x - bpp] if x >= bpp else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            line[x] = (line[x] + pr) & 255
    rows.append(line)
    prev = line
near = lambda px, rgb: all(abs(px[k] - rgb[k]) <= 6 for k in range(3))
nonwhite = blue = orange = 0
for line in rows:
    for x in range(0, stride, bpp):
        px = line[x:x + 3]
        if px[0] < 245 or px[1] < 245 or px[2] < 245:
            nonwhite += 1
        if near(px, (0x1f, 0x77, 0xb4)): blue += 1
        if near(px, (0xff, 0x7f, 0x0e)): orange += 1
print(nonwhite, width * height, blue, orange)
PY
}

echo "1..3"
cp "$here/ghc/leak.ghc.hc.hp" "$work/"
(cd "$work" && "$HP2PS" --svg leak.ghc.hc) && shot "$work/leak.ghc.hc.svg" "$work/chart.png"
if [ -s "$work/chart.png" ]; then
    echo "ok 1 - chromium renders the SVG"
else
    echo "not ok 1 - chromium renders the SVG"
    sed 's/^/# /' "$work/chromium.log" | tail -20
fi

read -r nonwhite total blue orange < <(measure "$work/chart.png" 2>&1 || echo "0 1 0 0")
# The two bands cover a good part of the 800 x 480 plot.
if [ "$nonwhite" -gt $((total / 10)) ] && [ "$blue" -gt 20000 ] && [ "$orange" -gt 20000 ]; then
    echo "ok 2 - the chart is drawn ($nonwhite of $total pixels not white, $blue blue, $orange orange)"
else
    echo "not ok 2 - the chart is drawn ($nonwhite of $total pixels not white, $blue blue, $orange orange)"
fi

printf '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>\n' > "$work/blank.svg"
shot "$work/blank.svg" "$work/blank.png"
read -r nonwhite total blue orange < <(measure "$work/blank.png" 2>&1 || echo "-1 1 0 0")
if [ "$nonwhite" = 0 ] && [ "$blue" = 0 ]; then
    echo "ok 3 - a blank SVG measures blank"
else
    echo "not ok 3 - a blank SVG measures blank ($nonwhite pixels not white)"
fi
