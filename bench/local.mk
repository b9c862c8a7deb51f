## bench/local.mk -- benchmark programs and the script that measures speed
## and profiling overhead.  Nothing is built or installed from here yet; list
## the benchmark files in EXTRA_DIST as they appear, and give the measuring
## script a phony target (e.g. "bench: all" running it with ./lazyrun).

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
