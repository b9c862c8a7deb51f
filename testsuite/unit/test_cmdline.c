/*
 * test_cmdline.c -- the lazyrun driver's command line (rts/cmdline.c):
 * driver options, the program and its arguments, and the GHC-style
 * extraction of RTS arguments (+RTS / -RTS / --RTS / -- / GHCRTS), checked
 * against what a `ghc -rtsopts` program does with the same words.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../rts/cmdline.h"

typedef struct Run {
    LazyrunCmdline cl;
    int status;
    char *out;
    char *err;
} Run;

/* Parses "lazyrun <args>" (space-separated) with GHCRTS = ghcrts. */
static Run run_env(const char *ghcrts, const char *args)
{
    Run r;
    char *copy = strdup(args);
    char *argv[64];
    int argc = 0;
    argv[argc++] = "lazyrun";
    for (char *w = strtok(copy, " "); w != NULL && argc < 63; w = strtok(NULL, " "))
        argv[argc++] = w;
    argv[argc] = NULL;
    size_t out_len, err_len;
    FILE *out = open_memstream(&r.out, &out_len);
    FILE *err = open_memstream(&r.err, &err_len);
    assert_non_null(out);
    assert_non_null(err);
    r.status = cmdline_parse(&r.cl, argc, argv, ghcrts, out, err);
    fclose(out);
    fclose(err);
    free(copy);
    return r;
}

static Run run(const char *args)
{
    return run_env(NULL, args);
}

static void done(Run *r)
{
    cmdline_free(&r->cl);
    free(r->out);
    free(r->err);
}

/* Joins a NULL-terminated argv with '|' for compact comparisons. */
static const char *joined(char **argv, int argc)
{
    static char buf[1024];
    buf[0] = '\0';
    for (int i = 0; i < argc; i++) {
        if (i > 0)
            strcat(buf, "|");
        strcat(buf, argv[i]);
    }
    assert_null(argv[argc]);
    return buf;
}

static void expect_split(const char *ghcrts, const char *args,
                         const char *prog_args, const char *rts_args)
{
    Run r = run_env(ghcrts, args);
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(joined(r.cl.prog_argv, r.cl.prog_argc), prog_args);
    assert_string_equal(joined(r.cl.rts_argv, r.cl.rts_argc), rts_args);
    done(&r);
}

/* ==================================================== the program */

static void test_program_and_args(void **state)
{
    (void)state;
    Run r = run("Prog.hs a b");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.cl.program_path, "Prog.hs");
    assert_string_equal(r.cl.program_stem, "Prog");
    assert_int_equal(r.cl.prog_argc, 3);
    assert_string_equal(joined(r.cl.prog_argv, r.cl.prog_argc), "Prog|a|b");
    assert_int_equal(r.cl.rts_argc, 0);
    assert_null(r.cl.rts_argv[0]);
    assert_int_equal(r.cl.way, RTS_WAY_VANILLA);
    assert_false(r.cl.compile.prof);
    assert_string_equal(r.out, "");
    assert_string_equal(r.err, "");
    done(&r);
}

static void test_stem(void **state)
{
    (void)state;
    static const struct { const char *path, *stem; } cases[] = {
        { "Prog.hs", "Prog" }, { "dir/sub/nfib.hs", "nfib" },
        { "./a.b.hs", "a.b" }, { "prog", "prog" }, { "x/.hs", ".hs" },
        { "Main.lhs", "Main" }, { "dir/x.y.lhs", "x.y" }, { "x/.lhs", ".lhs" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *s = cmdline_stem(cases[i].path);
        assert_string_equal(s, cases[i].stem);
        free(s);
    }
    Run r = run("-prof examples/nfib.hs 30");
    assert_string_equal(r.cl.program_path, "examples/nfib.hs");
    assert_string_equal(joined(r.cl.prog_argv, r.cl.prog_argc), "nfib|30");
    done(&r);
}

static void test_program_detection(void **state)
{
    (void)state;
    /* The first non-option is the program, .hs or not. */
    Run r = run("-prof script -prof x");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.cl.program_path, "script");
    /* Options after the program belong to the program. */
    assert_string_equal(joined(r.cl.prog_argv, r.cl.prog_argc), "script|-prof|x");
    done(&r);
    /* A name ending in .hs is the program even when it starts with '-'. */
    r = run("-odd.hs 1");
    assert_string_equal(r.cl.program_path, "-odd.hs");
    assert_string_equal(r.cl.program_stem, "-odd");
    done(&r);
    r = run("-prof -odd.lhs 1");
    assert_string_equal(r.cl.program_path, "-odd.lhs");
    assert_string_equal(r.cl.program_stem, "-odd");
    done(&r);
    /* After `--`, the next argument is the program. */
    r = run("-prof -- -weird 2");
    assert_string_equal(r.cl.program_path, "-weird");
    assert_string_equal(joined(r.cl.prog_argv, r.cl.prog_argc), "-weird|2");
    assert_int_equal(r.cl.way, RTS_WAY_PROF);
    done(&r);
}

/* ======================================================= options */

static void test_ways(void **state)
{
    (void)state;
    Run r = run("-prof P.hs");
    assert_int_equal(r.cl.way, RTS_WAY_PROF);
    assert_true(r.cl.compile.prof);
    done(&r);
    r = run("-ticky -ticky-allocd -ticky-dyn-thunk -ticky-LNE P.hs");
    assert_int_equal(r.cl.way, RTS_WAY_TICKY);
    assert_false(r.cl.compile.prof);
    assert_true(r.cl.ticky_allocd);
    assert_true(r.cl.ticky_dyn_thunk);
    assert_true(r.cl.ticky_lne);
    assert_true(r.cl.compile.ticky);
    assert_true(r.cl.compile.ticky_dyn_thunk);
    assert_true(r.cl.compile.ticky_lne);
    done(&r);
    /* -prof -ticky (either order): the profiling way, with counters */
    r = run("-ticky -prof P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_int_equal(r.cl.way, RTS_WAY_PROF);
    assert_true(r.cl.compile.prof);
    assert_true(r.cl.compile.ticky);
    done(&r);
    /* a ticky compile flag without -ticky is said to do nothing */
    r = run("-ticky-allocd P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_int_equal(r.cl.way, RTS_WAY_VANILLA);
    assert_false(r.cl.compile.ticky);
    assert_string_equal(r.err, "lazyrun: warning: -ticky-allocd has no effect without -ticky\n");
    done(&r);
}

static void test_compile_flags(void **state)
{
    (void)state;
    Run r = run("-prof -fprof-auto -fprof-cafs -fno-prof-count-entries -fno-prof-manual P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_true(r.cl.compile.auto_all);
    assert_false(r.cl.compile.auto_top);
    assert_true(r.cl.compile.cafs);
    assert_true(r.cl.compile.no_count_entries);
    assert_true(r.cl.compile.no_manual);
    done(&r);

    static const struct { const char *flag; size_t field; } autos[] = {
        { "-fprof-auto", offsetof(CompileOptions, auto_all) },
        { "-auto-all", offsetof(CompileOptions, auto_all) },
        { "-fprof-auto-top", offsetof(CompileOptions, auto_top) },
        { "-fprof-auto-exported", offsetof(CompileOptions, auto_exported) },
        { "-auto", offsetof(CompileOptions, auto_exported) },
        { "-fprof-auto-calls", offsetof(CompileOptions, auto_calls) },
    };
    for (size_t i = 0; i < sizeof autos / sizeof autos[0]; i++) {
        char args[64];
        snprintf(args, sizeof args, "-prof %s P.hs", autos[i].flag);
        r = run(args);
        assert_int_equal(r.status, CMDLINE_RUN);
        const bool *field = (const bool *)((const char *)&r.cl.compile + autos[i].field);
        assert_true(*field);
        int set = r.cl.compile.auto_all + r.cl.compile.auto_top
                + r.cl.compile.auto_exported + r.cl.compile.auto_calls;
        assert_int_equal(set, 1);
        done(&r);
    }

    r = run("-caf-all -ignore-scc P.hs");
    assert_true(r.cl.compile.cafs);
    assert_true(r.cl.compile.no_manual);
    done(&r);
    /* The -fprof-auto* flags are one setting: the last wins. */
    r = run("-fprof-auto-top -fprof-auto-calls P.hs");
    assert_false(r.cl.compile.auto_top);
    assert_true(r.cl.compile.auto_calls);
    done(&r);
    r = run("-fprof-auto -fno-prof-auto -fprof-cafs -fno-prof-cafs P.hs");
    assert_false(r.cl.compile.auto_all);
    assert_false(r.cl.compile.cafs);
    done(&r);
}

static void test_dump_flags(void **state)
{
    (void)state;
    Run r = run("--dump-ast --dump-core --dump-bytecode P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_true(r.cl.dump_ast);
    assert_true(r.cl.dump_core);
    assert_true(r.cl.dump_bytecode);
    done(&r);
    r = run("P.hs");
    assert_false(r.cl.dump_ast || r.cl.dump_core || r.cl.dump_bytecode);
    done(&r);
}

static void test_help_and_version(void **state)
{
    (void)state;
    Run r = run("--help P.hs");
    assert_int_equal(r.status, 0);
    assert_true(strncmp(r.out, "Usage: lazyrun [way]", 20) == 0);
    assert_non_null(strstr(r.out, "-fprof-auto-calls"));
    assert_non_null(strstr(r.out, "--dump-bytecode"));
    assert_string_equal(r.err, "");
    done(&r);
    r = run("--version");
    assert_int_equal(r.status, 0);
    assert_true(strncmp(r.out, "lazyrun (lazyrts) version ", 26) == 0);
    done(&r);
}

/* GHC's flags (rts/ghcflags.h): silent when GHC -O0 changes nothing
   either, one note a kind otherwise, -o takes the next argument. */
static void test_ghc_flags(void **state)
{
    (void)state;
    Run r = run("-O0 -fno-state-hack -rtsopts -w P.hs a");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.err, "");
    assert_string_equal(r.cl.program_path, "P.hs");
    assert_int_equal(r.cl.prog_argc, 2);
    done(&r);
    r = run("-Wall -Wno-x -o out P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.cl.program_path, "P.hs");
    assert_string_equal(r.err,
        "lazyrun: note: -Wall: lazyrts does not print GHC's compile-time warnings\n"
        "lazyrun: note: -o out: lazyrun runs the program at once and writes no build files\n");
    done(&r);
    r = run("-outputdir");
    assert_int_equal(r.status, 1);
    assert_true(strncmp(r.err, "lazyrun: missing argument for flag: -outputdir\n", 47) == 0);
    done(&r);
    r = run("-W P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.err,
        "lazyrun: note: -W: lazyrts does not print GHC's compile-time warnings\n");
    done(&r);
    /* -X: a language extension, as in a LANGUAGE pragma */
    r = run("-XBangPatterns P.hs");
    assert_int_equal(r.status, CMDLINE_RUN);
    assert_string_equal(r.err, "");
    done(&r);
    r = run("-XLambdaCase P.hs");
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "does not support the language extension"));
    done(&r);
    r = run("-fno-such-thing P.hs");
    assert_int_equal(r.status, 1);
    done(&r);
}

static void test_errors(void **state)
{
    (void)state;
    Run r = run("-x P.hs");
    assert_int_equal(r.status, 1);
    assert_string_equal(r.err,
        "lazyrun: unknown option: -x\n"
        "Usage: lazyrun [-prof] [-ticky] [compile flags] Prog.hs [args] [+RTS rts-flags -RTS] [args]\n"
        "Try `lazyrun --help' for more information.\n");
    assert_string_equal(r.out, "");
    done(&r);
    r = run("-prof");
    assert_int_equal(r.status, 1);
    assert_true(strncmp(r.err, "lazyrun: no program given (expected a .hs file)\nUsage:", 54) == 0);
    done(&r);
    r = run("");
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "no program given"));
    done(&r);
    /* RTS arguments alone are no program either. */
    r = run("+RTS -p -RTS");
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "no program given"));
    done(&r);
    r = run("-");
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "lazyrun: unknown option: -\n"));
    done(&r);
}

/* ================================================ RTS arguments */

static void test_rts_split(void **state)
{
    (void)state;
    /* Each case mirrors a run of a `ghc -rtsopts` program. */
    expect_split(NULL, "P.hs a +RTS -p -RTS b", "P|a|b", "-p");
    expect_split(NULL, "P.hs a +RTS -p", "P|a", "-p");
    expect_split(NULL, "P.hs +RTS -s -RTS b -RTS c", "P|b|c", "-s");
    expect_split(NULL, "P.hs a +RTS -A2m -RTS b +RTS -A4m", "P|a|b", "-A2m|-A4m");
    expect_split(NULL, "P.hs +RTS -s --RTS b +RTS -s", "P|b|+RTS|-s", "-s");
    expect_split(NULL, "P.hs a --RTS x", "P|a|x", "");
    expect_split(NULL, "P.hs a -- +RTS -s", "P|a|--|+RTS|-s", "");
    expect_split(NULL, "P.hs +RTS -A2m -- b +RTS -s", "P|--|b|+RTS|-s", "-A2m");
    expect_split(NULL, "P.hs +RTS -- -RTS", "P|--|-RTS", "");
    expect_split(NULL, "P.hs +RTS", "P", "");
    expect_split(NULL, "P.hs -RTS", "P", "");
    /* RTS arguments may come before the program too. */
    expect_split(NULL, "-prof +RTS -p -RTS P.hs x", "P|x", "-p");
    /* Non-flag words inside +RTS are kept for the RTS parser to refuse. */
    expect_split(NULL, "P.hs +RTS foo -RTS", "P", "foo");
}

static void test_ghcrts(void **state)
{
    (void)state;
    expect_split("-A2m", "P.hs +RTS -p -RTS a", "P|a", "-A2m|-p");
    expect_split("  -A2m \t -s\n", "P.hs", "P", "-A2m|-s");
    expect_split("", "P.hs", "P", "");
    expect_split("   ", "P.hs +RTS -p", "P", "-p");
    /* GHCRTS words are RTS arguments even when they look like markers:
       the RTS parser refuses them ("unexpected RTS argument: +RTS"). */
    expect_split("+RTS -A2m", "P.hs", "P", "+RTS|-A2m");
    Run r = run_env("-hc -i0.5", "P.hs +RTS -p");
    assert_int_equal(r.cl.ghcrts_argc, 2);
    assert_int_equal(r.cl.rts_argc, 3);
    done(&r);
    r = run_env(NULL, "P.hs +RTS -p");
    assert_int_equal(r.cl.ghcrts_argc, 0);
    done(&r);
}

static void test_free_after_error(void **state)
{
    (void)state;
    /* cmdline_free must be safe whatever the outcome (ASan checks leaks). */
    Run r = run_env("-A2m", "-bogus +RTS -p -RTS P.hs");
    assert_int_equal(r.status, 1);
    assert_int_equal(r.cl.rts_argc, 2);
    assert_null(r.cl.prog_argv);
    done(&r);
    assert_null(r.cl.rts_argv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_program_and_args),
        cmocka_unit_test(test_stem),
        cmocka_unit_test(test_program_detection),
        cmocka_unit_test(test_ways),
        cmocka_unit_test(test_compile_flags),
        cmocka_unit_test(test_dump_flags),
        cmocka_unit_test(test_help_and_version),
        cmocka_unit_test(test_ghc_flags),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_rts_split),
        cmocka_unit_test(test_ghcrts),
        cmocka_unit_test(test_free_after_error),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
