#!/usr/bin/env bash
# exit-paths.sh -- the ways a run ends that a golden case cannot set up:
# signals, pipes, a full disk, file size limits, symbolic links,
# unwritable directories and unreadable files, GHCRTS.  Every expected
# message and status is GHC 9.0.2's (checked with ghc -O0 [-prof]
# -rtsopts binaries) unless the test says otherwise.  Prints TAP.
#
# Runs as root too: a read-only directory does not stop root, so the
# report writer's fallback is also driven by taking the temporary file's
# name (a directory named Prog.prof.tmp.<pid>, the pid being known
# through exec); the real read-only directory and the unreadable files
# are tried as the user `nobody` (setpriv) when we are root, and skipped
# with a SKIP line when that cannot be done.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
LAZYRUN=${LAZYRUN:-$top/lazyrun}
case $LAZYRUN in /*) ;; *) LAZYRUN=$PWD/$LAZYRUN ;; esac
prof=no
[ -x "$(dirname "$LAZYRUN")/lazyrun-prof" ] && prof=yes
ticky=no
[ -x "$(dirname "$LAZYRUN")/lazyrun-ticky" ] && ticky=yes
work=$(mktemp -d "${TMPDIR:-/tmp}/exitpaths.XXXXXX") || exit 2
trap 'exec 3>&- 2>/dev/null; rm -rf "$work"' EXIT
cp "$here"/exit_paths/*.hs "$work/"
cd "$work" || exit 2
unset GHCRTS
# the user nobody, when we are root, must reach the files below
[ "$(id -u)" = 0 ] && chmod 755 "$work"

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
bad() {
    n=$((n + 1)); echo "not ok $n - $1"
    [ -f out ] && sed 's/^/# out: /' out | head -5
    [ -f err ] && sed 's/^/# err: /' err | head -5
}
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
# check NAME STATUS EXPECTED-STATUS [EXPECTED-STDERR-FILE-TEXT]
check() {
    local name=$1 status=$2 want=$3
    if [ "$status" != "$want" ]; then
        bad "$name: status $status, expected $want"
    elif [ $# -ge 4 ] && [ "$(cat err)" != "$4" ]; then
        bad "$name: stderr differs from: $4"
    else
        ok "$name"
    fi
}
# run_blocked ARGS...: the run reads a FIFO nobody writes (held open by
# fd 3), gets SIGINT once it is waiting, and its status is printed.
run_blocked() {
    rm -f fifo; mkfifo fifo
    exec 3<>fifo
    "$LAZYRUN" "$@" < fifo > out 2> err &
    local pid=$!
    # wait until the program says it is about to read (at most 60 s: it
    # compiles first, and other builds may be running), then give it time
    # to block; a signal that came just before the read(2) would only be
    # seen after it, so a second one follows if the first goes unseen
    for _ in $(seq 600); do
        grep -q ready err 2>/dev/null && break
        sleep 0.1
    done
    sleep 0.5
    kill -INT $pid
    for _ in $(seq 100); do
        kill -0 $pid 2>/dev/null || break
        sleep 0.1
    done
    kill -INT $pid 2>/dev/null
    wait $pid
    echo $? > status
    exec 3>&-
}

echo "1..25"

# --- Ctrl-C while the program waits for input: SIGINT, not end of file
run_blocked sum.hs
check "Ctrl-C while reading stdin ends the run by SIGINT" "$(cat status)" 130
if [ -s out ] || [ "$(cat err)" != ready ]; then bad "no output after Ctrl-C (the input was not taken as ended)"
else ok "no output after Ctrl-C (the input was not taken as ended)"; fi
if [ $prof = yes ]; then
    rm -f sum.prof
    run_blocked -prof sum.hs +RTS -p -RTS
    if [ "$(cat status)" = 130 ] && grep -q '^MAIN' sum.prof 2>/dev/null; then
        ok "-prof: Ctrl-C while reading ends by SIGINT and writes sum.prof"
    else
        bad "-prof: Ctrl-C while reading: status $(cat status), sum.prof $(wc -c < sum.prof 2>/dev/null) bytes"
    fi
else
    skip "no profiling way"
fi

# --- read errors are IO errors
"$LAZYRUN" getline.hs < / > out 2> err
check "stdin a directory" $? 1 "getline: <stdin>: hGetLine: inappropriate type (Is a directory)"
"$LAZYRUN" contents.hs < / > out 2> err
check "stdin a directory, read lazily" $? 1 "contents: <stdin>: hGetContents: inappropriate type (Is a directory)"
"$LAZYRUN" getline.hs <&- > out 2> err
check "stdin closed" $? 1 "getline: <stdin>: hGetLine: invalid argument (Bad file descriptor)"
"$LAZYRUN" readfile.hs /nonexistent > out 2> err
check "readFile of a missing file" $? 1 "readfile: /nonexistent: openFile: does not exist (No such file or directory)"

# --- write errors
if [ -w /dev/full ]; then
    "$LAZYRUN" big.hs > /dev/full 2> err
    check "stdout on a full disk" $? 1 "big: <stdout>: commitBuffer: resource exhausted (No space left on device)"
    "$LAZYRUN" small.hs > /dev/full 2> err
    check "the last flush on a full disk is not an error (as GHC 9.0.2)" $? 0 ""
else
    skip "no /dev/full"; skip "no /dev/full"
fi
"$LAZYRUN" big.hs >&- 2> err
check "stdout closed" $? 1 "big: <stdout>: commitBuffer: invalid argument (Bad file descriptor)"

# --- a broken pipe on stdout: status 0, no message, the whole report
if [ $prof = yes ]; then
    rm -f forever.prof
    "$LAZYRUN" -prof -fprof-auto forever.hs +RTS -p -RTS 2> err | head -1 > out
    status=${PIPESTATUS[0]}
    if [ "$status" = 0 ] && [ ! -s err ] && [ "$(cat out)" = 1 ] &&
       grep -q '^ *main  *Main' forever.prof 2>/dev/null; then
        ok "-prof ... | head -1: status 0, no message, whole forever.prof"
    else
        bad "-prof ... | head -1: status $status, forever.prof $(wc -c < forever.prof 2>/dev/null) bytes"
    fi
else
    "$LAZYRUN" forever.hs 2> err | head -1 > out
    check "... | head -1: status 0, no message" "${PIPESTATUS[0]}" 0 ""
fi

# --- the report writer (Note [Atomic reports] in rts/report.c)
if [ $prof = yes ]; then
    # no ticker: the report's times, and so its length, are the same in
    # every run (the sizes below are compared byte for byte)
    export GHCRTS=-V0
    P() { "$LAZYRUN" -prof -fprof-auto "$@"; }
    P small.hs +RTS -p -RTS > out 2> err
    size=$(wc -c < small.prof)
    # a symbolic link is written through
    mkdir -p target && rm -f small.prof && : > target/real.prof
    ln -s target/real.prof small.prof
    P small.hs +RTS -p -RTS > out 2> err
    if [ -L small.prof ] && [ "$(wc -c < target/real.prof)" = "$size" ] &&
       [ -z "$(ls target | grep tmp)" ]; then
        ok "a symlinked small.prof is written through (the link stays)"
    else
        bad "a symlinked small.prof: $(ls -l small.prof target)"
    fi
    rm -f small.prof
    # a file that is not a regular file (a FIFO here; /dev/null is another)
    # is written through and stays what it is: renaming the finished
    # report over it would put a regular file in its place
    mkfifo small.prof
    timeout 60 cat small.prof > fifo.out &
    reader=$!
    P small.hs +RTS -p -RTS > out 2> err
    status=$?
    wait $reader
    if [ $status = 0 ] && [ -p small.prof ] && [ "$(wc -c < fifo.out)" = "$size" ] &&
       [ -z "$(ls | grep 'small.prof.tmp')" ]; then
        ok "a FIFO small.prof is written through and stays a FIFO"
    else
        bad "a FIFO small.prof: status $status, $(ls -l small.prof), $(wc -c < fifo.out) bytes"
    fi
    rm -f small.prof fifo.out
    # no temporary file can be made: the report is written in place
    sh -c 'mkdir small.prof.tmp.$$ && exec "$0" -prof -fprof-auto small.hs +RTS -p -RTS' \
        "$LAZYRUN" > out 2> err
    status=$?
    rmdir small.prof.tmp.* 2>/dev/null
    if [ $status = 0 ] && [ "$(wc -c < small.prof)" = "$size" ]; then
        ok "no room for the temporary file: small.prof written in place"
    else
        bad "no room for the temporary file: status $status, $(wc -c < small.prof) bytes"
    fi
    # a real read-only directory with a writable small.prof
    mkdir -p ro && cp small.hs ro/ && : > ro/small.prof && chmod 666 ro/small.prof
    chmod 555 ro
    as_user=()
    if [ "$(id -u)" = 0 ]; then
        if command -v setpriv > /dev/null &&
           setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$LAZYRUN" 2> /dev/null &&
           setpriv --reuid=65534 --regid=65534 --clear-groups test -r ro/small.hs 2> /dev/null; then
            as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
        fi
    fi
    if [ "$(id -u)" != 0 ] || [ ${#as_user[@]} -gt 0 ]; then
        (cd ro && "${as_user[@]}" "$LAZYRUN" -prof -fprof-auto small.hs +RTS -p -RTS > ../out 2> ../err)
        status=$?
        if [ $status = 0 ] && [ "$(wc -c < ro/small.prof)" = "$size" ]; then
            ok "read-only directory, writable small.prof: the report is written"
        else
            bad "read-only directory: status $status, $(wc -c < ro/small.prof) bytes"
        fi
    else
        skip "root, and nobody cannot run $LAZYRUN: a read-only directory would not stop root"
    fi
    chmod 755 ro
    # the file size limit: no half report, no temporary file, GHC's status
    rm -f small.prof
    (ulimit -f 1; exec "$LAZYRUN" -prof -fprof-auto small.hs +RTS -p -RTS > out 2> err)
    status=$?
    if [ $status = 153 ] && [ ! -s small.prof ] && [ -z "$(ls | grep '\.tmp\.')" ] &&
       grep -q "error writing profiling report file small.prof: File too large" err; then
        ok "ulimit -f: status 153 (SIGXFSZ, as GHC), small.prof empty, no temporary file"
    else
        bad "ulimit -f: status $status, small.prof $(wc -c < small.prof) bytes, $(ls)"
    fi
    (ulimit -f 2; exec "$LAZYRUN" -prof heap.hs +RTS -hT -i0 -RTS > out 2> err)
    status=$?
    if [ $status = 153 ] && [ "$(grep -c '^BEGIN_SAMPLE' heap.hp)" = "$(grep -c '^END_SAMPLE' heap.hp)" ] &&
       tail -1 heap.hp | grep -q '^END_SAMPLE'; then
        ok "ulimit -f: heap.hp ends with a whole sample, status 153"
    else
        bad "ulimit -f on heap.hp: status $status; $(tail -1 heap.hp)"
    fi
    unset GHCRTS
    # -V1e300: GHC's conversion makes it negative, so the 10 ms default
    P small.hs +RTS -p -V1e300 -RTS > out 2> err
    if grep -q '@ 10000 us' small.prof; then ok "-V1e300 gives the 10 ms tick"
    else bad "-V1e300: $(grep ' us' small.prof)"; fi
else
    for _ in 1 2 3 4 5 6 7; do skip "no profiling way"; done
fi
if [ $ticky = yes ]; then
    (ulimit -f 1; exec "$LAZYRUN" -ticky small.hs +RTS -r -RTS > out 2> err)
    status=$?
    if [ $status = 153 ] && [ ! -s small.ticky ] && [ -z "$(ls | grep '\.tmp\.')" ]; then
        ok "ulimit -f: small.ticky empty, no temporary file, status 153"
    else
        bad "ulimit -f on small.ticky: status $status, $(ls)"
    fi
else
    skip "no ticky way"
fi

# --- unreadable files: not "can't find file"
"$LAZYRUN" missing.hs > out 2> err
check "a missing program" $? 1 "<no location info>: error: can't find file: missing.hs"
mkdir -p dir.hs
"$LAZYRUN" dir.hs > out 2> err
check "a directory for a program" $? 1 "<no location info>: error: can't find file: dir.hs"
cp sum.hs secret.hs && chmod 000 secret.hs && : > secret.txt && chmod 000 secret.txt
reader=()
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null &&
   setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$LAZYRUN" 2> /dev/null; then
    reader=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
if [ "$(id -u)" != 0 ] || [ ${#reader[@]} -gt 0 ]; then
    "${reader[@]}" "$LAZYRUN" secret.hs > out 2> err
    check "an unreadable program" $? 1 "secret.hs: openBinaryFile: permission denied (Permission denied)"
    "${reader[@]}" "$LAZYRUN" readfile.hs secret.txt > out 2> err
    check "readFile of an unreadable file" $? 1 "readfile: secret.txt: openFile: permission denied (Permission denied)"
else
    skip "root, and nobody cannot run $LAZYRUN: root reads every file"
    skip "root, and nobody cannot run $LAZYRUN: root reads every file"
fi

# --- GHCRTS: sizes read as GHC reads them
GHCRTS='-K1m<junk>' "$LAZYRUN" deep.hs > out 2> err
check "GHCRTS=-K1m<junk> is 1 byte: no limit" $? 0 ""
GHCRTS='-K1mjunk' "$LAZYRUN" deep.hs > out 2> err
check "GHCRTS=-K1mjunk is 1024 bytes: overflow" $? 2 "deep: Stack space overflow: current size 33624 bytes.
deep: Use \`+RTS -Ksize -RTS' to increase it."
