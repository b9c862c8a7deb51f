## bench/local.mk -- benchmark programs and the scripts that measure speed
## and profiling overhead.  Nothing is built or installed from here; every
## file of bench/ is in EXTRA_DIST (the README links them, and "make
## distcheck" ships them), and each measuring script has a phony target.

EXTRA_DIST += bench/README.md bench/RESULTS.md bench/run bench/prof-overhead \
	bench/doubles.hs bench/integer.hs bench/interp.hs bench/nfib.hs \
	bench/queens.hs bench/sieve.hs bench/sorting.hs bench/stream.hs \
	bench/strings.hs bench/tree.hs

# the programs of issue 15 (bench/README.md), and the standard inputs of the
# text-processing ones with the script that writes them
EXTRA_DIST += bench/anagrams.hs bench/bankq.hs bench/cryptarith.hs \
	bench/csvreport.hs bench/deriv.hs bench/dijkstra.hs bench/huffman.hs \
	bench/justify.hs bench/ledger.hs bench/life.hs bench/rsa.hs \
	bench/spigot.hs bench/whilelang.hs bench/wordfreq.hs \
	bench/csvreport.stdin bench/justify.stdin bench/wordfreq.stdin \
	bench/gen-stdin

EXTRA_DIST += bench/startup

# "make bench-startup": what a run costs around the program (bench/startup),
# against GHC -O0's binary when GHC is installed; a Markdown table.
.PHONY: bench-startup
bench-startup: all
	$(srcdir)/bench/startup --lazyrun ./lazyrun

EXTRA_DIST += bench/heap-overhead

# "make bench-heap": the cost of heap profiling (bench/heap-overhead), a
# Markdown table on stdout; not part of "make check" (it times things).
.PHONY: bench-heap
bench-heap: all
	$(srcdir)/bench/heap-overhead --lazyrun ./lazyrun

EXTRA_DIST += bench/residency

# "make bench-residency": maximum residency against GHC -O0 (bench/residency),
# a Markdown table on stdout; not part of "make check" (it needs GHC for the
# comparison and takes minutes).
.PHONY: bench-residency
bench-residency: all
	$(srcdir)/bench/residency --lazyrun ./lazyrun

EXTRA_DIST += bench/retainer-cost

# "make bench-retainer": the retainer census on ten million live cells
# against GHC 9.0.2's (bench/retainer-cost); the -hr, -hb and combined
# modes against -p are "bench/heap-overhead --modes retainer".
.PHONY: bench-retainer
bench-retainer: all
	$(srcdir)/bench/retainer-cost --lazyrun ./lazyrun

EXTRA_DIST += bench/ticky-overhead

# "make bench-ticky": the cost of ticky-ticky profiling (bench/ticky-overhead),
# lazyrun -ticky against vanilla and GHC 9.0.2's -ticky against -O0, a
# Markdown table on stdout; not part of "make check" (it times things).
.PHONY: bench-ticky
bench-ticky: all
	$(srcdir)/bench/ticky-overhead --lazyrun ./lazyrun
