## testsuite/local.mk -- 'make check': the cmocka unit tests and the golden
## programs.
##
## Adding a unit test: write testsuite/unit/test_<module>.c (a cmocka program
## with its own main) and add testsuite/unit/test_<module> to UNIT_TESTS.
## It is linked with LDADD below, i.e. with the vanilla runtime library (the
## whole compiler and runtime; the linker takes only what the test uses) and
## cmocka.  A test of a profiling or ticky module links that way's library and
## is compiled with its flags instead, e.g.
##     testsuite_unit_test_ccs_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
##     testsuite_unit_test_ccs_LDADD = rts/liblazyrts_prof.a $(CMOCKA_LIBS)
## with all three lines inside "if WAY_PROF" and "if ENABLE_CCS" (that
## library exists only when the profiling way is built, and holds the ccs
## sources only when ccs is enabled).
## A test that needs more than one .c of its own sets
##     testsuite_unit_test_<module>_SOURCES = testsuite/unit/test_<module>.c ...
## A unit test passes when it exits with 0, is skipped with 77, fails
## otherwise.  At run time the current directory is the top of the build
## tree, and LAZYRTS_TOP_SRCDIR / LAZYRTS_TOP_BUILDDIR / LAZYRUN are set.

AM_CPPFLAGS += $(CMOCKA_CFLAGS)
LDADD = rts/liblazyrts.a $(CMOCKA_LIBS)

UNIT_TESTS = \
	testsuite/unit/test_embed_lib \
	testsuite/unit/test_arena \
	testsuite/unit/test_unlit \
	testsuite/unit/test_header \
	testsuite/unit/test_lexer \
	testsuite/unit/test_layout \
	testsuite/unit/test_parser \
	testsuite/unit/test_derive \
	testsuite/unit/test_suggest \
	testsuite/unit/test_desugar \
	testsuite/unit/test_ticks \
	testsuite/unit/test_bignum \
	testsuite/unit/test_dtoa \
	testsuite/unit/test_cmdline \
	testsuite/unit/test_rtsflags \
	testsuite/unit/test_gc \
	testsuite/unit/test_traverse \
	testsuite/unit/test_liveness \
	testsuite/unit/test_report \
	testsuite/unit/test_infotab

# The cost-centre report is compared with GHC's own reports, kept in
# testsuite/unit/prof_fixtures (see its README.md).
EXTRA_DIST += testsuite/unit/prof_fixtures
if WAY_PROF
if ENABLE_CCS
UNIT_TESTS += testsuite/unit/test_ccs testsuite/unit/test_prof_format
testsuite_unit_test_ccs_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
testsuite_unit_test_ccs_LDADD = rts/liblazyrts_prof.a $(CMOCKA_LIBS)
testsuite_unit_test_prof_format_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
testsuite_unit_test_prof_format_LDADD = rts/liblazyrts_prof.a $(CMOCKA_LIBS)
if ENABLE_HEAPPROF
UNIT_TESTS += testsuite/unit/test_heapprof
testsuite_unit_test_heapprof_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
testsuite_unit_test_heapprof_LDADD = rts/liblazyrts_prof.a $(CMOCKA_LIBS)
endif
if ENABLE_RETAINER
UNIT_TESTS += testsuite/unit/test_retainer
testsuite_unit_test_retainer_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
testsuite_unit_test_retainer_LDADD = rts/liblazyrts_prof.a $(CMOCKA_LIBS)
endif
endif
endif

check_PROGRAMS += $(UNIT_TESTS)
TESTS += $(UNIT_TESTS) testsuite/run-golden.sh

# The golden driver speaks TAP, so each case counts as one test in the
# totals; the cmocka programs are judged by their exit status.
TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(BASH)
SH_LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
# A failing case is already counted by its "not ok" line; the driver's exit
# status would count it again.
AM_SH_LOG_DRIVER_FLAGS = --ignore-exit

# ASan's malloc aborts on a request larger than it supports; a real malloc
# returns NULL, which the runtime handles (+RTS -A100g: rts_alloc_huge,
# Note [Huge spaces] in rts/storage.c), so the sanitizer builds get that
# behaviour too.
AM_TESTS_ENVIRONMENT = \
	LAZYRUN='$(abs_top_builddir)/lazyrun$(EXEEXT)'; export LAZYRUN; \
	LAZYRTS_TOP_SRCDIR='$(abs_top_srcdir)'; export LAZYRTS_TOP_SRCDIR; \
	LAZYRTS_TOP_BUILDDIR='$(abs_top_builddir)'; export LAZYRTS_TOP_BUILDDIR; \
	UBSAN_OPTIONS=$${UBSAN_OPTIONS-print_stacktrace=1}; export UBSAN_OPTIONS; \
	ASAN_OPTIONS=$${ASAN_OPTIONS-allocator_may_return_null=1}; export ASAN_OPTIONS; \
	LAZYRTS_SAN_FLAGS='$(SAN_FLAGS)'; export LAZYRTS_SAN_FLAGS;

EXTRA_DIST += testsuite/run-golden.sh testsuite/golden $(EMBED_FIXTURE_FILES)
EXTRA_DIST += testsuite/valgrind-lazyrun testsuite/regen-alloc.py

# The time profile's attribution (a statistical check: see the script).
if WAY_PROF
TESTS += testsuite/prof-time.sh
endif
EXTRA_DIST += testsuite/prof-time.sh testsuite/prof_time testsuite/speedscope

# The library image: the same output mapped, read and from source; damaged,
# truncated, foreign and stale images refused with one message (TAP).
TESTS += testsuite/image.sh
EXTRA_DIST += testsuite/image.sh
TESTS += testsuite/library-opt.sh
EXTRA_DIST += testsuite/library-opt.sh
# The list walk's step through [x .. y] is on (TAP).
TESTS += testsuite/list-walk.sh
EXTRA_DIST += testsuite/list-walk.sh

# Programs far larger and deeper than hand-written ones, generated at test
# time, and the message past the compiler's stack (TAP).
TESTS += testsuite/limits.sh
EXTRA_DIST += testsuite/limits.sh

# A heap profile interrupted by SIGINT is complete (TAP).
if WAY_PROF
if ENABLE_HEAPPROF
TESTS += testsuite/heap-sigint.sh
endif
endif
EXTRA_DIST += testsuite/heap-sigint.sh testsuite/heap_sigint

# Space leaks the collector must not have: each program's maximum
# residency under +RTS -hT -i0 within the bound it names, in every way
# built (TAP).
if ENABLE_HEAPPROF
TESTS += testsuite/residency.sh
endif
EXTRA_DIST += testsuite/residency.sh testsuite/residency

# Exit paths a golden case cannot set up: Ctrl-C while reading, read and
# write errors, broken pipes, the report writer under symbolic links,
# read-only directories and ulimit -f, unreadable files, GHCRTS (TAP).
TESTS += testsuite/exit-paths.sh
EXTRA_DIST += testsuite/exit-paths.sh testsuite/exit_paths

# The fuzz corpus and past findings, replayed (TAP; testsuite/fuzz/replay.sh,
# scripts/fuzz-lazyrun).  The command-line harness parses with the
# profiling way's flags when that way is built.
check_PROGRAMS += testsuite/fuzz/fuzz_cmdline
testsuite_fuzz_fuzz_cmdline_SOURCES = testsuite/fuzz/fuzz_cmdline.c
if WAY_PROF
testsuite_fuzz_fuzz_cmdline_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
testsuite_fuzz_fuzz_cmdline_LDADD = rts/liblazyrts_prof.a
else
testsuite_fuzz_fuzz_cmdline_LDADD = rts/liblazyrts.a
endif
TESTS += testsuite/fuzz/replay.sh
EXTRA_DIST += testsuite/fuzz/replay.sh testsuite/fuzz/corpus testsuite/fuzz/findings \
	testsuite/fuzz/README.md

# The retainer traversal of a long list, a deep chain and a cycle under a
# small C stack (TAP).
if WAY_PROF
if ENABLE_RETAINER
TESTS += testsuite/retainer-deep.sh
endif
endif
EXTRA_DIST += testsuite/retainer-deep.sh testsuite/retainer_deep
# The heap corpus and GHC 9.0.2's profiles of it: testsuite/heap/compare.sh
# scores lazyrts against them with ../shared/tools/hpdiff.py (not part of
# make check: it needs that tool and three minutes).
EXTRA_DIST += testsuite/heap
# The ticky corpus and GHC 9.0.2's ticky reports of it: testsuite/ticky/
# compare.sh checks lazyrun -ticky against them with ../shared/tools/
# tickydiff.py (a developer tool, not part of make check).
EXTRA_DIST += testsuite/ticky

# --- embed_lib's own test ----------------------------------------------------
# test_embed_lib checks the real table (rts/lib_sources.c) and a fixture table
# made by the same tool from awkward sources (quotes, backslashes, trigraphs,
# UTF-8, very long lines) against the files on disk.
EMBED_FIXTURE_ROOT = testsuite/unit/embed_fixture
# The same files twice: relative to the fixture root (the tool's arguments,
# which become the recorded paths) and from the top (the rule's prerequisites).
EMBED_FIXTURE_HS = \
	lib/Fixture.hs \
	lib/Fixture/Tricky.hs \
	lib/Fixture/Long/Line.hs \
	lib/Fixture/Empty.hs
EMBED_FIXTURE_FILES = \
	$(EMBED_FIXTURE_ROOT)/lib/Fixture.hs \
	$(EMBED_FIXTURE_ROOT)/lib/Fixture/Tricky.hs \
	$(EMBED_FIXTURE_ROOT)/lib/Fixture/Long/Line.hs \
	$(EMBED_FIXTURE_ROOT)/lib/Fixture/Empty.hs

testsuite_unit_test_embed_lib_SOURCES = testsuite/unit/test_embed_lib.c
nodist_testsuite_unit_test_embed_lib_SOURCES = testsuite/unit/embed_fixture.c
CLEANFILES += testsuite/unit/embed_fixture.c

testsuite/unit/embed_fixture.c: $(EMBED_FIXTURE_FILES) utils/embed_lib$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) testsuite/unit && \
	  utils/embed_lib$(EXEEXT) -n fixture -o $@ \
	    $(srcdir)/$(EMBED_FIXTURE_ROOT) $(EMBED_FIXTURE_HS)

# --- hp2ps (utils/hp2ps/, docs/hp2ps.md) -------------------------------------
# test_hp_parse: the reader, the band rules, ticks and paths (cmocka).
# testsuite/hp2ps/*.sh (TAP): golden drawings and flags (run.sh), malformed
# inputs (run.sh), GHC's hp2ps on GHC's files (ghc-compat.sh, skipped
# without /usr/bin/hp2ps), an SVG in headless Chromium (screenshot.sh,
# skipped without chromium).  See testsuite/hp2ps/README.md.
UNIT_TESTS += testsuite/unit/test_hp_parse
testsuite_unit_test_hp_parse_CPPFLAGS = $(AM_CPPFLAGS) \
	-iquote $(top_srcdir)/utils/hp2ps
testsuite_unit_test_hp_parse_LDADD = utils/hp2ps/libhp2ps.a $(CMOCKA_LIBS)
TESTS += testsuite/hp2ps/run.sh testsuite/hp2ps/ghc-compat.sh \
	testsuite/hp2ps/screenshot.sh
EXTRA_DIST += testsuite/hp2ps

# --- ticky-diff (utils/ticky-diff/, docs/ticky-diff.md) ----------------------
# test_ticky_diff: rows, headers, keys and the reader's refusals (cmocka).
# testsuite/ticky-diff/run.sh (TAP): outputs on GHC 9.0.2's reports, flags,
# bad inputs (one line, exit 2), and mutated reports (no crash).  See
# testsuite/ticky-diff/README.md.
UNIT_TESTS += testsuite/unit/test_ticky_diff
testsuite_unit_test_ticky_diff_CPPFLAGS = $(AM_CPPFLAGS) \
	-iquote $(top_srcdir)/utils/ticky-diff
testsuite_unit_test_ticky_diff_LDADD = utils/ticky-diff/libtickydiff.a \
	$(CMOCKA_LIBS)
TESTS += testsuite/ticky-diff/run.sh
EXTRA_DIST += testsuite/ticky-diff

# Directories in EXTRA_DIST (testsuite/hp2ps, heap, ticky, ticky-diff) are
# copied whole: what an in-tree "make check" left in them (the test
# driver's .log and .trs files) must not go into the tarball, where a VPATH
# check would take them for up to date and fail to replace them.
dist-hook: dist-drop-test-logs
.PHONY: dist-drop-test-logs
dist-drop-test-logs:
	find $(distdir)/testsuite -type f \( -name '*.log' -o -name '*.trs' \) -exec rm -f {} +
