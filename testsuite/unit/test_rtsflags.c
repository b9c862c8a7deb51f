/*
 * test_rtsflags.c -- RTS flag parsing (rts/rtsflags.c) and the GC
 * statistics reports (rts/stats.c).
 *
 * Expected messages are GHC 9.0.2's, checked against programs built with
 * `ghc -O0 -rtsopts` and `ghc -O0 -prof -rtsopts`.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../includes/rtsflags.h"
#include "../../includes/rtsmodule.h"
#include "../../rts/stats.h"

/* ============================================================ fixtures */

#define ALL_MODULES (RTS_MODULE_CCS | RTS_MODULE_HEAPPROF | RTS_MODULE_RETAINER \
                     | RTS_MODULE_BIO | RTS_MODULE_TICKY)
#define PROF_MODULES (ALL_MODULES & ~(unsigned)RTS_MODULE_TICKY)

static const RtsBuild vanilla = { RTS_WAY_VANILLA, 0, ALL_MODULES, false };
/* the profiling way has the ticky module too (-prof -ticky) */
static const RtsBuild prof = { RTS_WAY_PROF, ALL_MODULES, ALL_MODULES, false };
static const RtsBuild prof_ticky = { RTS_WAY_PROF, ALL_MODULES, ALL_MODULES, true };
static const RtsBuild ticky = { RTS_WAY_TICKY, RTS_MODULE_TICKY, ALL_MODULES, true };

/* The result of one parse: flags, status and what was printed. */
typedef struct Run {
    RtsFlags flags;
    int status;
    char *out;
    char *err;
} Run;

/* Parses the space-separated `args` for `build` as program "prog". */
static Run run(const RtsBuild *build, const char *args)
{
    Run r;
    char *copy = strdup(args);
    char *argv[64];
    int argc = 0;
    for (char *w = strtok(copy, " "); w != NULL && argc < 64; w = strtok(NULL, " "))
        argv[argc++] = w;
    size_t out_len, err_len;
    FILE *out = open_memstream(&r.out, &out_len);
    FILE *err = open_memstream(&r.err, &err_len);
    assert_non_null(out);
    assert_non_null(err);
    rtsflags_init(&r.flags, build);
    r.status = rtsflags_parse(&r.flags, build, "prog", argc, argv, out, err);
    fclose(out);
    fclose(err);
    free(copy);
    return r;
}

static void done(Run *r)
{
    rtsflags_free(&r->flags);
    free(r->out);
    free(r->err);
}

static bool has_usage(const char *text)
{
    return strstr(text, "prog: Usage: <prog> <args> [+RTS <rtsopts> | -RTS <args>]")
           != NULL;
}

/* Asserts that parsing `args` fails with exactly `message` (one line,
   "prog: " added) followed by the usage text. */
static void expect_error(const RtsBuild *build, const char *args,
                         const char *message)
{
    Run r = run(build, args);
    char expected[512];
    snprintf(expected, sizeof expected, "prog: %s\nprog: \nprog: Usage:", message);
    assert_int_equal(r.status, 1);
    if (strncmp(r.err, expected, strlen(expected)) != 0)
        fail_msg("args \"%s\": expected \"%s\", got \"%.200s\"", args, expected, r.err);
    done(&r);
}

/* Asserts that parsing stops with `message` alone (no usage text). */
static void expect_fatal(const RtsBuild *build, const char *args,
                         const char *message)
{
    Run r = run(build, args);
    char expected[512];
    snprintf(expected, sizeof expected, "prog: %s\n", message);
    assert_int_equal(r.status, 1);
    assert_string_equal(r.err, expected);
    done(&r);
}

static void expect_ok(const RtsBuild *build, const char *args)
{
    Run r = run(build, args);
    if (r.status != RTSFLAGS_RUN)
        fail_msg("args \"%s\" refused: %.300s", args, r.err);
    assert_string_equal(r.err, "");
    done(&r);
}

/* ============================================================ defaults */

static void test_defaults(void **state)
{
    (void)state;
    RtsFlags f;
    rtsflags_init(&f, &prof);
    assert_true(f.tick_interval == 0.001);
    assert_true(f.heap_interval == 0.1);
    assert_int_equal(f.max_retainer_set_size, 8);
    assert_int_equal(f.ccs_length, 25);
    assert_int_equal(f.nursery_bytes, 1048576);
    assert_int_equal(f.max_heap_bytes, 0);
    assert_true(f.max_stack_bytes > 0);
    assert_int_equal(f.cc_report, CC_REPORT_NONE);
    assert_int_equal(f.heap_profile, HEAP_BY_NONE);
    assert_int_equal(f.gc_stats, GC_STATS_NONE);
    assert_null(f.output_stem);
    rtsflags_free(&f);
    rtsflags_init(&f, &vanilla);
    assert_true(f.tick_interval == 0.01);
    rtsflags_free(&f);
    rtsflags_init(&f, &ticky);
    assert_true(f.tick_interval == 0.01);
    rtsflags_free(&f);
}

static void test_no_flags(void **state)
{
    (void)state;
    Run r = run(&prof, "");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_string_equal(r.err, "");
    assert_string_equal(r.out, "");
    done(&r);
}

/* ============================================================ -p family */

static void test_cost_centre_reports(void **state)
{
    (void)state;
    static const struct { const char *args; CcReport want; } cases[] = {
        { "-p", CC_REPORT_SUMMARY }, { "-P", CC_REPORT_VERBOSE },
        { "-Pa", CC_REPORT_ALL }, { "-pa", CC_REPORT_ALL },
        { "-pj", CC_REPORT_JSON }, { "-pjx", CC_REPORT_JSON },
        { "-Pj", CC_REPORT_JSON }, { "-pj -p", CC_REPORT_SUMMARY },
        { "-p -P", CC_REPORT_VERBOSE },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Run r = run(&prof, cases[i].args);
        assert_int_equal(r.status, RTSFLAGS_RUN);
        assert_int_equal(r.flags.cc_report, cases[i].want);
        done(&r);
    }
}

static void test_output_stem(void **state)
{
    (void)state;
    Run r = run(&prof, "-pofoo -p -pobar");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_string_equal(r.flags.output_stem, "bar");
    assert_string_equal(rtsflags_output_stem(&r.flags, "Prog"), "bar");
    done(&r);
    r = run(&prof, "-p");
    assert_string_equal(rtsflags_output_stem(&r.flags, "Prog"), "Prog");
    done(&r);
    expect_error(&prof, "-po", "flag -po expects an argument");
}

static void test_cost_centre_errors(void **state)
{
    (void)state;
    expect_error(&prof, "-pfoo", "flag -p given an argument when none was expected: -pfoo");
    expect_error(&prof, "-Pfoo", "flag -P given an argument when none was expected: -Pfoo");
    expect_error(&prof, "-Pax", "flag -Pa given an argument when none was expected: -Pax");
    expect_error(&prof, "-pax", "flag -Pa given an argument when none was expected: -pax");
}

/* ============================================================== -xc */

static void test_exception_trace(void **state)
{
    (void)state;
    Run r = run(&prof, "-xc");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_true(r.flags.show_ccs_on_exception);
    done(&r);
    expect_error(&prof, "-xcfoo", "flag -x given an argument when none was expected: -xcfoo");
    expect_error(&prof, "-x", "incomplete RTS option: -x");
    expect_error(&prof, "-xz", "unknown RTS option: -xz");
    expect_error(&prof, "-xt", "unknown RTS option: -xt");
    /* GHC reports both problems of -xcfoo in a vanilla program. */
    r = run(&vanilla, "-xcfoo");
    assert_int_equal(r.status, 1);
    assert_true(strncmp(r.err,
        "prog: the flag -xcfoo requires the program to be built with -prof\n"
        "prog: flag -x given an argument when none was expected: -xcfoo\n"
        "prog: \n", strlen("prog: the flag -xcfoo requires the program to be "
        "built with -prof\nprog: flag -x given an argument when none was "
        "expected: -xcfoo\nprog: \n")) == 0);
    done(&r);
}

/* ================================================================ -h */

static void test_heap_breakdowns(void **state)
{
    (void)state;
    static const struct { const char *args; HeapBreakdown want; } cases[] = {
        { "-h", HEAP_BY_CCS }, { "-hc", HEAP_BY_CCS }, { "-hC", HEAP_BY_CCS },
        { "-hm", HEAP_BY_MODULE }, { "-hd", HEAP_BY_DESCR },
        { "-hy", HEAP_BY_TYPE }, { "-hr", HEAP_BY_RETAINER },
        { "-hb", HEAP_BY_BIO }, { "-hT", HEAP_BY_CLOSURE_TYPE },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Run r = run(&prof, cases[i].args);
        assert_int_equal(r.status, RTSFLAGS_RUN);
        assert_int_equal(r.flags.heap_profile, cases[i].want);
        done(&r);
    }
}

static void test_heap_outside_profiling_way(void **state)
{
    (void)state;
    /* A vanilla runtime that contains heapprof: -h means -hT. */
    const RtsBuild with_heap = { RTS_WAY_VANILLA, RTS_MODULE_HEAPPROF, ALL_MODULES, false };
    Run r = run(&with_heap, "-h");
    assert_int_equal(r.flags.heap_profile, HEAP_BY_CLOSURE_TYPE);
    done(&r);
    r = run(&with_heap, "-hTx");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.heap_profile, HEAP_BY_CLOSURE_TYPE);
    done(&r);
    expect_error(&with_heap, "-hc", "the flag -hc requires the program to be built with -prof");
    expect_error(&with_heap, "-hz", "the flag -hz requires the program to be built with -prof");
    expect_error(&with_heap, "-h -hT", "multiple heap profile options");
    /* Our vanilla runtime has no heapprof: the flag needs the other way. */
    expect_error(&vanilla, "-hT", "the flag -hT requires the program to be built with -prof");
}

static void test_heap_restrictions(void **state)
{
    (void)state;
    Run r = run(&prof, "-hcfoo,bar -hd -hyInt -hC{a,b,c} -hmMain");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.heap_profile, HEAP_BY_DESCR);
    assert_true(r.flags.cc_selector.given);
    assert_int_equal(r.flags.cc_selector.count, 2);
    assert_string_equal(r.flags.cc_selector.names[0], "foo");
    assert_string_equal(r.flags.cc_selector.names[1], "bar");
    assert_int_equal(r.flags.type_selector.count, 1);
    assert_string_equal(r.flags.type_selector.names[0], "Int");
    assert_int_equal(r.flags.ccs_selector.count, 3);
    assert_string_equal(r.flags.ccs_selector.names[2], "c");
    assert_string_equal(r.flags.module_selector.names[0], "Main");
    assert_false(r.flags.descr_selector.given);
    done(&r);

    /* A restriction selects no break-down (the -hy does, and a
       restriction alone is refused: test_heap_errors); the last one wins. */
    r = run(&prof, "-hcfoo -hcbar,,baz -hrx -hT1 -hy");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.heap_profile, HEAP_BY_TYPE);
    assert_int_equal(r.flags.cc_selector.count, 3);
    assert_string_equal(r.flags.cc_selector.names[0], "bar");
    assert_string_equal(r.flags.cc_selector.names[1], "");
    assert_string_equal(r.flags.cc_selector.names[2], "baz");
    assert_true(r.flags.retainer_selector.given);
    done(&r);

    r = run(&prof, "-hc -hbdrag,void,use");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.bio_selector.count, 3);
    assert_string_equal(r.flags.bio_selector.names[2], "use");
    done(&r);

    r = run(&prof, "-hr -R3");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.max_retainer_set_size, 3);
    done(&r);
}

static void test_heap_errors(void **state)
{
    (void)state;
    expect_error(&prof, "-hz", "invalid heap profile option: -hz");
    expect_error(&prof, "-hzfoo", "invalid heap profile option: -hzfoo");
    expect_error(&prof, "-hi", "invalid heap profile option: -hi");
    expect_error(&prof, "-hc -hm", "multiple heap profile options");
    expect_error(&prof, "-hT -hT", "multiple heap profile options");
    expect_error(&prof, "-h -hc", "multiple heap profile options");
    expect_error(&prof, "-hb -hr", "multiple heap profile options");
    /* GHC refuses -hb with -hr; lazyrts combines them (bio/bio.c) */
    expect_ok(&prof, "-hb -hrfoo");
    expect_ok(&prof, "-hr -hbdrag,void");
    expect_fatal(&prof, "-hr -hblag",
                 "with -hr, a -hb restriction selects only drag and void "
                 "(lag and use are not kept per retainer set): use -hbdrag,void");
    expect_fatal(&prof, "-hr -hbdrag,use",
                 "with -hr, a -hb restriction selects only drag and void "
                 "(lag and use are not kept per retainer set): use -hbdrag,void");
    expect_error(&prof, "-hc -hbfoo", "invalid heap profile option: -hbfoo "
                 "(the biographies are lag, drag, void and use)");
    expect_error(&prof, "-hc -hbdrag,", "invalid heap profile option: -hbdrag, "
                 "(the biographies are lag, drag, void and use)");
    expect_error(&prof, "-hc -hbDRAG", "invalid heap profile option: -hbDRAG "
                 "(the biographies are lag, drag, void and use)");
    expect_error(&prof, "-hr -R0", "bad value for -R (a retainer set size, "
                 "at least 1): -R0");
    expect_error(&prof, "-hr -R-1", "bad value for -R (a retainer set size, "
                 "at least 1): -R-1");
    expect_error(&prof, "-hr -Rabc", "bad value for -R (a retainer set size, "
                 "at least 1): -Rabc");
    expect_error(&prof, "-hr -R", "bad value for -R (a retainer set size, "
                 "at least 1): -R");
    expect_error(&prof, "-hr -R5x", "bad value for -R (a retainer set size, "
                 "at least 1): -R5x");
    expect_ok(&prof, "-hc -hbdrag");
    expect_ok(&prof, "-hc -hcfoo -hmbar");
    /* a restriction alone selects nothing: refused, not a silent no-op */
    expect_fatal(&prof, "-hcfoo -hmbar",
                 "the heap profile restriction -hcfoo selects no break-down: "
                 "add one, e.g. +RTS -hc -hcfoo");
    expect_fatal(&prof, "-hdfoo",
                 "the heap profile restriction -hdfoo selects no break-down: "
                 "add one, e.g. +RTS -hc -hdfoo");
}

/* ========================================================== -i -V */

/* Asserts the tick and census interval, in whole nanoseconds, that
   `args` leave in the profiling way (Note [Tick and census intervals]). */
static void expect_times(const RtsBuild *build, const char *args,
                         long long tick_ns, long long heap_ns)
{
    Run r = run(build, args);
    if (r.status != RTSFLAGS_RUN)
        fail_msg("args \"%s\" refused: %.300s", args, r.err);
    long long tick = llround(r.flags.tick_interval * 1e9);
    long long heap = llround(r.flags.heap_interval * 1e9);
    if (tick != tick_ns || heap != heap_ns)
        fail_msg("args \"%s\": tick %lld ns, census %lld ns; expected %lld, %lld",
                 args, tick, heap, tick_ns, heap_ns);
    done(&r);
}

static void test_intervals(void **state)
{
    (void)state;
    /* each checked against GHC 9.0.2's -prof binary: the "@ N us" of its
       .prof, the number of samples of its .hp */
    expect_times(&prof, "", 1000000, 100000000);
    expect_times(&vanilla, "", 10000000, 100000000);
    expect_times(&prof, "-i0.5 -V0.015", 15000000, 495000000);
    expect_times(&prof, "-V0.0015", 1500000, 99000000);
    expect_times(&prof, "-i.25 -V1e-3 -i", 1000000, 250000000);
    expect_times(&prof, "-V", 0, 0);          /* -V alone: ticker off */
    expect_times(&prof, "-i0 -V0", 0, 0);
    expect_times(&prof, "-V0 -i0.05", 0, 0);  /* no ticker: every collection */
    expect_times(&prof, "-V1e-10", 0, 0);     /* under a nanosecond */
    /* a negative or unrepresentable tick: GHC's 10 ms default */
    expect_times(&prof, "-V1e300", 10000000, 100000000);
    expect_times(&prof, "-V-1", 10000000, 100000000);
    expect_times(&prof, "-Vnan", 10000000, 100000000);
    expect_times(&prof, "-Vinf", 10000000, 100000000);
    expect_times(&prof, "-V1e10", 10000000, 100000000);
    /* never more than the 20 ms context switch */
    expect_times(&prof, "-V9e9", 20000000, 100000000);
    expect_times(&prof, "-V0x10", 20000000, 100000000);
    expect_times(&prof, "-V0.05 -i0.03", 20000000, 20000000);
    /* -i below the tick lowers it */
    expect_times(&prof, "-i0.0005", 500000, 500000);
    expect_times(&vanilla, "-i0.015", 10000000, 10000000);
    /* a negative -i: no census on the way */
    expect_times(&prof, "-i-1", 1000000, -1000000000);
    static const char *const no_census[] = { "-i1e300", "-inan", "-i-1e-9" };
    for (size_t i = 0; i < sizeof no_census / sizeof no_census[0]; i++) {
        Run r = run(&prof, no_census[i]);
        assert_int_equal(r.status, RTSFLAGS_RUN);
        assert_true(r.flags.heap_interval < 0.0);
        assert_true(r.flags.tick_interval == 0.001);
        done(&r);
    }
    expect_times(&prof, "-V0.002 ", 2000000, 100000000);  /* trailing blank */
    /* -i and -V are accepted in every way (GHC scripts pass them). */
    expect_ok(&vanilla, "-i0.2 -V0.05");
    expect_ok(&ticky, "-i0.2");
    expect_error(&prof, "-ifoo", "bad value for -i");
    expect_error(&prof, "-i0.5x", "bad value for -i");
    expect_error(&prof, "-i1e-400", "bad value for -i");   /* underflow */
    expect_error(&prof, "-Vx", "bad value for -V");
    expect_error(&vanilla, "-V0.5x", "bad value for -V");
    expect_error(&prof, "-V1e400", "bad value for -V");    /* overflow */
    expect_error(&prof, "-V1e-3x", "bad value for -V");
}

/* ========================================================== -R -L */

static void test_retainer_and_length(void **state)
{
    (void)state;
    Run r = run(&prof, "-R4 -L40");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.max_retainer_set_size, 4);
    assert_int_equal(r.flags.ccs_length, 40);
    done(&r);
    /* GHC reads -L with atoi; -R too, which accepts -R0 (every set MANY)
       and -Rfoo silently: lazyrts refuses a bad -R (issue 11). */
    r = run(&prof, "-L1k");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.ccs_length, 1);
    done(&r);
    r = run(&prof, "-L1e3");      /* atof, as GHC reads it */
    assert_int_equal(r.flags.ccs_length, 1000);
    done(&r);
    expect_error(&prof, "-R1k", "bad value for -R (a retainer set size, "
                 "at least 1): -R1k");
    expect_fatal(&prof, "-L0", "bad RTS option: -L0");
    expect_fatal(&prof, "-Lfoo", "bad RTS option: -Lfoo");
    expect_fatal(&prof, "-L", "bad RTS option: -L");
    expect_fatal(&prof, "-L-1", "bad RTS option: -L-1");
    expect_fatal(&prof, "-L0.5", "bad RTS option: -L0.5");
    expect_fatal(&prof, "-Lnan", "bad RTS option: -Lnan");
    expect_fatal(&prof, "-L4294967296", "bad RTS option: -L4294967296");
    /* Earlier errors stay printed, later flags are not looked at. */
    Run s = run(&prof, "-q -L0 -z");
    assert_int_equal(s.status, 1);
    assert_string_equal(s.err, "prog: unknown RTS option: -q\n"
                               "prog: bad RTS option: -L0\n");
    done(&s);
}

/* =============================================================== -r */

static void test_ticky_flag(void **state)
{
    (void)state;
    Run r = run(&ticky, "-r");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_true(r.flags.ticky);
    assert_false(r.flags.ticky_to_stderr);
    assert_null(r.flags.ticky_file);
    done(&r);
    r = run(&ticky, "-rout.ticky");
    assert_string_equal(r.flags.ticky_file, "out.ticky");
    done(&r);
    r = run(&ticky, "-rstderr");
    assert_true(r.flags.ticky_to_stderr);
    assert_null(r.flags.ticky_file);
    done(&r);
    expect_error(&prof, "-r", "the flag -r requires the program to be built with -ticky");
    expect_error(&vanilla, "-rfoo", "the flag -rfoo requires the program to be built with -ticky");
    /* -prof -ticky: the profiling way takes -r and -p together */
    r = run(&prof_ticky, "-p -rboth.ticky");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_int_equal(r.flags.cc_report, CC_REPORT_SUMMARY);
    assert_string_equal(r.flags.ticky_file, "both.ticky");
    done(&r);
}

/* ======================================================== -s -S -t */

static void test_gc_stats_flags(void **state)
{
    (void)state;
    static const struct { const char *args; GcStatsLevel level; const char *file; } cases[] = {
        { "-s", GC_STATS_SUMMARY, NULL }, { "-S", GC_STATS_VERBOSE, NULL },
        { "-t", GC_STATS_ONELINE, NULL }, { "-sout.txt", GC_STATS_SUMMARY, "out.txt" },
        { "-sstderr", GC_STATS_SUMMARY, NULL }, { "-S -s", GC_STATS_SUMMARY, NULL },
        { "-s -S", GC_STATS_VERBOSE, NULL }, { "-sa.txt -s", GC_STATS_SUMMARY, NULL },
        { "-sa.txt -Sb.txt", GC_STATS_VERBOSE, "b.txt" }, { "-tx", GC_STATS_ONELINE, "x" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Run r = run(&vanilla, cases[i].args);
        assert_int_equal(r.status, RTSFLAGS_RUN);
        assert_int_equal(r.flags.gc_stats, cases[i].level);
        if (cases[i].file == NULL)
            assert_null(r.flags.stats_file);
        else
            assert_string_equal(r.flags.stats_file, cases[i].file);
        done(&r);
    }
}

/* ======================================================== sizes */

static void test_parse_size(void **state)
{
    (void)state;
    static const struct { const char *text; uint64_t want; } good[] = {
        { "1", 1 }, { "4096", 4096 }, { "1k", 1024 }, { "1K", 1024 },
        { "2m", 2097152 }, { "2M", 2097152 }, { "1g", 1073741824 },
        { "1G", 1073741824 }, { "1.5m", 1572864 }, { "1w", 8 }, { "3W", 24 },
        { "", 0 }, { "foo", 0 }, { "1T", 1 }, { "0.5k", 512 },
        { "1m5", 1 }, { "1mjunk", 1024 }, { "1m<junk>", 1 }, { "-0", 0 },
        /* Note [GHC's conversions of sizes and times] */
        { "inf", 0 }, { "1e300", 0 }, { "1e20", 0 }, { "nan", UINT64_C(1) << 63 },
        { "1e19", UINT64_C(10000000000000000000) },
        { "18446744073709551615", 0 },    /* 2^64 as a double */
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        uint64_t v = 12345;
        if (!rtsflags_parse_size(good[i].text, 0, UINT64_MAX, &v) || v != good[i].want)
            fail_msg("size \"%s\": expected %llu, got %llu", good[i].text,
                     (unsigned long long)good[i].want, (unsigned long long)v);
    }
    uint64_t v = 7;
    assert_false(rtsflags_parse_size("-1", 0, UINT64_MAX, &v));
    assert_false(rtsflags_parse_size("-1e300", 0, UINT64_MAX, &v));
    assert_false(rtsflags_parse_size("4095", 4096, UINT64_MAX, &v));
    assert_false(rtsflags_parse_size("5", 0, 4, &v));
    assert_false(rtsflags_parse_size("nan", 0, UINT32_MAX, &v));
    assert_false(rtsflags_parse_size("inf", 4096, UINT64_MAX, &v));
    assert_int_equal(v, 7);
}

static void expect_sizes(const char *args, uint64_t stack, uint64_t heap,
                         uint64_t nursery)
{
    Run r = run(&vanilla, args);
    if (r.status != RTSFLAGS_RUN)
        fail_msg("args \"%s\" refused: %.300s", args, r.err);
    if (r.flags.max_stack_bytes != stack || r.flags.max_heap_bytes != heap ||
        r.flags.nursery_bytes != nursery)
        fail_msg("args \"%s\": -K %llu -M %llu -A %llu", args,
                 (unsigned long long)r.flags.max_stack_bytes,
                 (unsigned long long)r.flags.max_heap_bytes,
                 (unsigned long long)r.flags.nursery_bytes);
    done(&r);
}

static void test_size_flags(void **state)
{
    (void)state;
    const uint64_t a = 1048576;       /* the -A default */
    expect_sizes("-K1.5m -M1G -A64k", 1572864, 1073741824, 65536);
    expect_sizes("-K0", 0, 0, a);
    /* -K in whole words: below one word is no limit, as in GHC */
    expect_sizes("-K1", 0, 0, a);
    expect_sizes("-K7", 0, 0, a);
    expect_sizes("-K9", 8, 0, a);
    expect_sizes("-K1001", 1000, 0, a);
    expect_sizes("-Kinf", 0, 0, a);
    expect_sizes("-K1e300", 0, 0, a);
    expect_sizes("-K1m5", 0, 0, a);
    /* -M and -A in whole 4096-byte blocks, counted in 32 bits */
    expect_sizes("-K0 -A10000 -M100000", 0, 98304, 8192);
    expect_sizes("-K0 -A100g", 0, 0, UINT64_C(107374182400));
    expect_sizes("-K0 -Mnan", 0, 0, a);                            /* 2^51 blocks: 0 */
    expect_sizes("-K0 -M1e19", 0, UINT64_C(3318028435456), a);     /* 810065536 blocks */
    expect_fatal(&vanilla, "-K-1",
        "error in RTS option -K-1: size outside allowed range (0 - 4294967295)");
    expect_fatal(&vanilla, "-Knan",
        "error in RTS option -Knan: size outside allowed range (0 - 4294967295)");
    expect_fatal(&vanilla, "-K4294967296",
        "error in RTS option -K4294967296: size outside allowed range (0 - 4294967295)");
    expect_fatal(&vanilla, "-A4096",
        "error in RTS option -A4096: size outside allowed range (8192 - 9223372036854775807)");
    expect_fatal(&vanilla, "-A",
        "error in RTS option -A: size outside allowed range (8192 - 9223372036854775807)");
    expect_fatal(&vanilla, "-Anan",
        "error in RTS option -Anan: size outside allowed range (8192 - 9223372036854775807)");
    expect_fatal(&vanilla, "-Ainf",
        "error in RTS option -Ainf: size outside allowed range (8192 - 9223372036854775807)");
    expect_fatal(&vanilla, "-Mx",
        "error in RTS option -Mx: size outside allowed range (4096 - 18446744073709551615)");
    expect_fatal(&vanilla, "-M1T",
        "error in RTS option -M1T: size outside allowed range (4096 - 18446744073709551615)");
    expect_fatal(&vanilla, "-Minf",
        "error in RTS option -Minf: size outside allowed range (4096 - 18446744073709551615)");
    expect_fatal(&vanilla, "-M18446744073709551615",
        "error in RTS option -M18446744073709551615: size outside allowed range "
        "(4096 - 18446744073709551615)");
    /* -A above -M: GHC's message, then -A is lowered and the run goes on */
    Run r = run(&vanilla, "-A2m -M1m");
    assert_int_equal(r.status, RTSFLAGS_RUN);
    assert_string_equal(r.err, "prog: maximum heap size (-M) is smaller than "
                               "minimum alloc area size (-A)\n");
    assert_int_equal(r.flags.nursery_bytes, 1048576);
    done(&r);
}

/* ===================================================== way gating */

static void test_way_gating(void **state)
{
    (void)state;
    static const char *const prof_only[] = {
        "-p", "-P", "-Pa", "-pj", "-po", "-pofoo", "-pfoo", "-xc", "-hc",
        "-hm", "-hd", "-hy", "-hr", "-hb", "-hC", "-hcfoo", "-R4", "-L10",
    };
    for (size_t i = 0; i < sizeof prof_only / sizeof prof_only[0]; i++) {
        char message[128];
        snprintf(message, sizeof message,
                 "the flag %s requires the program to be built with -prof",
                 prof_only[i]);
        expect_error(&vanilla, prof_only[i], message);
        expect_error(&ticky, prof_only[i], message);
    }
    expect_error(&prof, "-r", "the flag -r requires the program to be built with -ticky");
    expect_ok(&vanilla, "-s -K8m -M64m -A2m -V0.1 -i0.5");
}

static void test_module_gating(void **state)
{
    (void)state;
    const unsigned no_retainer = ALL_MODULES & ~(unsigned)RTS_MODULE_RETAINER;
    const RtsBuild prof_no_retainer = { RTS_WAY_PROF, no_retainer, no_retainer, false };
    expect_error(&prof_no_retainer, "-hr",
        "the flag -hr requires the retainer module (this lazyrts was configured with --disable-retainer)");
    expect_error(&prof_no_retainer, "-R4",
        "the flag -R4 requires the retainer module (this lazyrts was configured with --disable-retainer)");
    expect_ok(&prof_no_retainer, "-hb -p -hcfoo -L5");

    /* Without heapprof, retainer and bio go too; heapprof is named. */
    const unsigned ccs_only = RTS_MODULE_CCS | RTS_MODULE_TICKY;
    const RtsBuild prof_ccs = { RTS_WAY_PROF, RTS_MODULE_CCS, ccs_only, false };
    expect_error(&prof_ccs, "-hr",
        "the flag -hr requires the heapprof module (this lazyrts was configured with --disable-heapprof)");
    expect_error(&prof_ccs, "-hd",
        "the flag -hd requires the heapprof module (this lazyrts was configured with --disable-heapprof)");
    expect_error(&prof_ccs, "-hb",
        "the flag -hb requires the heapprof module (this lazyrts was configured with --disable-heapprof)");
    expect_ok(&prof_ccs, "-p -xc -L3 -pofoo");

    /* Without ccs: -hd/-hy/-hT still work, -hc/-p do not. */
    const unsigned no_ccs = RTS_MODULE_HEAPPROF | RTS_MODULE_BIO;
    const RtsBuild prof_heap = { RTS_WAY_PROF, no_ccs, no_ccs, false };
    expect_ok(&prof_heap, "-hd -pofoo -i0.5");
    expect_ok(&prof_heap, "-hb");
    expect_error(&prof_heap, "-hc",
        "the flag -hc requires the ccs module (this lazyrts was configured with --disable-ccs)");
    expect_error(&prof_heap, "-p",
        "the flag -p requires the ccs module (this lazyrts was configured with --disable-ccs)");
    expect_error(&prof_heap, "-h",
        "the flag -h requires the ccs module (this lazyrts was configured with --disable-ccs)");

    /* Ticky and heapprof left out entirely. */
    const RtsBuild bare = { RTS_WAY_VANILLA, 0, RTS_MODULE_CCS, false };
    expect_error(&bare, "-i0.5",
        "the flag -i0.5 requires the heapprof module (this lazyrts was configured with --disable-heapprof)");
    expect_error(&bare, "-hT",
        "the flag -hT requires the heapprof module (this lazyrts was configured with --disable-heapprof)");
    const RtsBuild ticky_off = { RTS_WAY_TICKY, 0, RTS_MODULE_CCS, true };
    expect_error(&ticky_off, "-r",
        "the flag -r requires the ticky module (this lazyrts was configured with --disable-ticky)");
}

/* ============================================== general behaviour */

static void test_unknown_and_unexpected(void **state)
{
    (void)state;
    expect_error(&prof, "-q", "unknown RTS option: -q");
    expect_error(&prof, "--foo", "unknown RTS option: --foo");
    expect_error(&prof, "--info=x", "unknown RTS option: --info=x");
    expect_error(&prof, "-", "unknown RTS option: -");
    expect_error(&prof, "-T", "unknown RTS option: -T");
    expect_error(&prof, "foo", "unexpected RTS argument: foo");
    expect_error(&prof, "+RTS", "unexpected RTS argument: +RTS");
}

static void test_errors_are_collected(void **state)
{
    (void)state;
    Run r = run(&vanilla, "-q -p -z -s");
    assert_int_equal(r.status, 1);
    const char *want =
        "prog: unknown RTS option: -q\n"
        "prog: the flag -p requires the program to be built with -prof\n"
        "prog: unknown RTS option: -z\n"
        "prog: \n"
        "prog: Usage: <prog> <args> [+RTS <rtsopts> | -RTS <args>] ... --RTS <args>\n";
    assert_true(strncmp(r.err, want, strlen(want)) == 0);
    /* The usage text appears once. */
    assert_null(strstr(r.err + strlen(want), "Usage:"));
    assert_int_equal(r.flags.gc_stats, GC_STATS_SUMMARY);
    done(&r);
}

static void test_help_flag(void **state)
{
    (void)state;
    Run r = run(&prof, "-?");
    assert_int_equal(r.status, 1);
    assert_true(strncmp(r.err, "prog: \nprog: Usage:", 19) == 0);
    assert_string_equal(r.out, "");
    done(&r);
    r = run(&prof, "-?x -q");
    assert_int_equal(r.status, 1);
    assert_true(strncmp(r.err, "prog: unknown RTS option: -q\nprog: \nprog: Usage:", 47) == 0);
    done(&r);
}

static void test_info_flag(void **state)
{
    (void)state;
    Run r = run(&prof, "--info -q");
    assert_int_equal(r.status, 0);
    assert_string_equal(r.err, "");
    assert_true(strncmp(r.out, " [(\"lazyrts RTS\", \"YES\")\n ,(\"lazyrts version\", \"", 48) == 0);
    assert_non_null(strstr(r.out, " ,(\"RTS way\", \"prof\")\n"));
    assert_non_null(strstr(r.out, " ,(\"Module retainer\", \"YES\")\n"));
    assert_non_null(strstr(r.out, " ,(\"Module ticky\", \"YES\")\n"));
    assert_non_null(strstr(r.out, " ,(\"Configured modules\", \"ccs heapprof retainer bio ticky\")\n"));
    size_t n = strlen(r.out);
    assert_true(n > 3 && strcmp(r.out + n - 3, " ]\n") == 0);
    done(&r);
    /* Earlier errors are printed, then --info ends the run with 0. */
    r = run(&vanilla, "-q --info");
    assert_int_equal(r.status, 0);
    assert_string_equal(r.err, "prog: unknown RTS option: -q\n");
    assert_non_null(strstr(r.out, "(\"RTS way\", \"vanilla\")"));
    done(&r);
}

static void test_usage_text(void **state)
{
    (void)state;
    Run r = run(&prof, "-?");
    /* Every line carries the program prefix. */
    for (const char *l = r.err; *l != '\0'; l = strchr(l, '\n') + 1)
        assert_true(strncmp(l, "prog: ", 6) == 0);
    assert_true(has_usage(r.err));
    assert_non_null(strstr(r.err, "prog:   -p "));
    assert_non_null(strstr(r.err, "prog:     -hr<cc>,..."));
    assert_non_null(strstr(r.err, "prog:   -xc "));
    assert_non_null(strstr(r.err, "Default: 0.001 sec."));
    assert_null(strstr(r.err, "prog:   -r["));
    done(&r);
    r = run(&vanilla, "-?");
    assert_null(strstr(r.err, "prog:   -p "));
    assert_null(strstr(r.err, "-xc"));
    assert_non_null(strstr(r.err, "prog:   -s[<file>]"));
    assert_non_null(strstr(r.err, "Default: 0.01 sec."));
    done(&r);
    r = run(&ticky, "-?");
    assert_non_null(strstr(r.err, "prog:   -r[<file>]"));
    assert_null(strstr(r.err, "prog:   -p "));
    done(&r);
    /* Absent modules are not advertised. */
    const RtsBuild no_bio = { RTS_WAY_PROF, RTS_MODULE_CCS | RTS_MODULE_HEAPPROF,
                              RTS_MODULE_CCS | RTS_MODULE_HEAPPROF, false };
    r = run(&no_bio, "-?");
    assert_null(strstr(r.err, "-hb"));
    assert_null(strstr(r.err, "-R<n>"));
    assert_non_null(strstr(r.err, "-hc<cc>"));
    done(&r);
}

static void test_names(void **state)
{
    (void)state;
    assert_string_equal(rtsflags_module_name(RTS_MODULE_BIO), "bio");
    assert_string_equal(rtsflags_module_name(RTS_MODULE_TICKY), "ticky");
    assert_string_equal(rtsflags_way_name(RTS_WAY_PROF), "prof");
    RtsBuild b = rtsflags_this_build();
    assert_int_equal(b.modules & ~b.configured, 0);
    /* only the modules that really exist (Note [One way in for every
       profiler]): no retainer, bio or ticky module is written yet */
    assert_int_equal(b.modules, rts_modules_built());
    assert_int_equal(b.modules & (RTS_MODULE_RETAINER | RTS_MODULE_BIO |
                                  RTS_MODULE_TICKY), 0);
}

/* ======================================================== stats */

/* A run measured by GHC 9.0.2 (`+RTS -s` of a profiled program), with
   times chosen to be exact in binary. */
static RtsStats sample_stats(void)
{
    RtsStats s;
    memset(&s, 0, sizeof s);
    s.allocated_bytes = 266291592;
    s.copied_bytes = 421510856;
    s.max_live_bytes = 91101360;
    s.cumulative_live_bytes = 240688140;
    s.major_gcs = 10;
    s.max_slop_bytes = 14468944;
    s.max_mem_in_use_bytes = (uint64_t)204 * 1024 * 1024 + 5000;
    s.fragmentation_bytes = 0;
    s.generations = 2;
    s.gen[0] = (RtsGenStats){ 245, 0, 0.125, 0.125, 0.0022 };
    s.gen[1] = (RtsGenStats){ 9, 0, 0.5625, 0.5625, 0.2760 };
    s.mut_cpu = 0.0625;
    s.mut_elapsed = 0.0625;
    s.gc_cpu = 0.6875;
    s.gc_elapsed = 0.6875;
    s.total_cpu = 0.75;
    s.total_elapsed = 1.0;
    return s;
}

static void test_summary_layout(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    RtsStats s = sample_stats();
    stats_write_summary(f, &s);
    fclose(f);
    const char *want =
        "     266,291,592 bytes allocated in the heap\n"
        "     421,510,856 bytes copied during GC\n"
        "      91,101,360 bytes maximum residency (10 sample(s))\n"
        "      14,468,944 bytes maximum slop\n"
        "             204 MiB total memory in use (0 MB lost due to fragmentation)\n"
        "\n"
        "                                     Tot time (elapsed)  Avg pause  Max pause\n"
        "  Gen  0       245 colls,     0 par    0.125s   0.125s     0.0005s    0.0022s\n"
        "  Gen  1         9 colls,     0 par    0.562s   0.562s     0.0625s    0.2760s\n"
        "\n"
        "  INIT    time    0.000s  (  0.000s elapsed)\n"
        "  MUT     time    0.062s  (  0.062s elapsed)\n"
        "  GC      time    0.688s  (  0.688s elapsed)\n"
        "  EXIT    time    0.000s  (  0.000s elapsed)\n"
        "  Total   time    0.750s  (  1.000s elapsed)\n"
        "\n"
        "  %GC     time      91.7%  (68.8% elapsed)\n"
        "\n"
        "  Alloc rate    4,260,665,472 bytes per MUT second\n"
        "\n"
        "  Productivity   8.3% of total user, 6.2% of total elapsed\n"
        "\n";
    assert_string_equal(text, want);
    free(text);
}

static void test_summary_profiling_way(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    RtsStats s = sample_stats();
    s.profiling_way = true;
    s.rp_cpu = 0.25;
    s.prof_elapsed = 1.5;
    stats_write_summary(f, &s);
    fclose(f);
    assert_non_null(strstr(text,
        "  GC      time    0.688s  (  0.688s elapsed)\n"
        "  RP      time    0.250s  (  0.000s elapsed)\n"
        "  PROF    time    0.000s  (  1.500s elapsed)\n"
        "  EXIT    time"));
    free(text);
}

static void test_summary_empty_run(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    RtsStats s;
    memset(&s, 0, sizeof s);
    s.generations = 1;
    stats_write_summary(f, &s);
    fclose(f);
    assert_non_null(strstr(text,
        "  Gen  0         0 colls,     0 par    0.000s   0.000s     0.0000s    0.0000s\n"));
    assert_non_null(strstr(text, "  Alloc rate    0 bytes per MUT second\n"));
    assert_non_null(strstr(text, "  Productivity   0.0% of total user, 0.0% of total elapsed\n"));
    free(text);
}

static void test_oneline(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    RtsStats s = sample_stats();
    stats_write_oneline(f, &s);
    fclose(f);
    assert_string_equal(text,
        "<<ghc: 266291592 bytes, 254 GCs, 24068814/91101360 avg/max bytes "
        "residency (10 samples), 204M in use, 0.000 INIT (0.000 elapsed), "
        "0.062 MUT (0.062 elapsed), 0.688 GC (0.688 elapsed) :ghc>>\n");
    free(text);
}

static void test_gc_lines(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    RtsGcStats gc = { 1050872, 508192, 532824, 0.0, 0.0, 0.001, 0.001, 0, 0, 0 };
    stats_write_gc_header(f);
    stats_write_gc_line(f, &gc);
    gc = (RtsGcStats){ 1048576, 1048584, 100936528, 0.001, 0.001, 0.206, 0.206, 3, 12, 1 };
    stats_write_gc_line(f, &gc);
    stats_write_gc_final(f, 0);
    fclose(f);
    assert_string_equal(text,
        "    Alloc    Copied     Live     GC     GC      TOT      TOT  Page Flts\n"
        "    bytes     bytes     bytes   user   elap     user     elap\n"
        "  1050872    508192    532824  0.000  0.000    0.001    0.001    0    0  (Gen:  0)\n"
        "  1048576   1048584 100936528  0.001  0.001    0.206    0.206    3   12  (Gen:  1)\n"
        "        0                      0.000  0.000\n"
        "\n");
    free(text);
}

static void test_stats_cmdline(void **state)
{
    (void)state;
    FILE *f;
    size_t len;
    char *text = NULL;
    f = open_memstream(&text, &len);
    char *prog_argv[] = { "hello", "it's", "x y" };
    char *rts_argv[] = { "-A2m", "-sx.txt" };
    stats_write_cmdline(f, 3, prog_argv, 2, rts_argv);
    stats_write_cmdline(f, 1, prog_argv, 0, rts_argv);
    fclose(f);
    assert_string_equal(text,
        "'hello' 'it'\\''s' 'x y' +RTS '-A2m' '-sx.txt' \n"
        "'hello' \n");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_no_flags),
        cmocka_unit_test(test_cost_centre_reports),
        cmocka_unit_test(test_output_stem),
        cmocka_unit_test(test_cost_centre_errors),
        cmocka_unit_test(test_exception_trace),
        cmocka_unit_test(test_heap_breakdowns),
        cmocka_unit_test(test_heap_outside_profiling_way),
        cmocka_unit_test(test_heap_restrictions),
        cmocka_unit_test(test_heap_errors),
        cmocka_unit_test(test_intervals),
        cmocka_unit_test(test_retainer_and_length),
        cmocka_unit_test(test_ticky_flag),
        cmocka_unit_test(test_gc_stats_flags),
        cmocka_unit_test(test_parse_size),
        cmocka_unit_test(test_size_flags),
        cmocka_unit_test(test_way_gating),
        cmocka_unit_test(test_module_gating),
        cmocka_unit_test(test_unknown_and_unexpected),
        cmocka_unit_test(test_errors_are_collected),
        cmocka_unit_test(test_help_flag),
        cmocka_unit_test(test_info_flag),
        cmocka_unit_test(test_usage_text),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_summary_layout),
        cmocka_unit_test(test_summary_profiling_way),
        cmocka_unit_test(test_summary_empty_run),
        cmocka_unit_test(test_oneline),
        cmocka_unit_test(test_gc_lines),
        cmocka_unit_test(test_stats_cmdline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
