/*
 * cmdline.c -- the lazyrun driver's command line (see cmdline.h).
 *
 * Note [Compile-flag aliases]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * GHC 9.0.2 still accepts the old profiling flags, with a deprecation
 * warning naming their replacements: -auto-all is -fprof-auto (every
 * binding), -auto is -fprof-auto-exported, -caf-all is -fprof-cafs.
 * -ignore-scc is taken as -fno-prof-manual.  As in GHC, the -fprof-auto*
 * flags are one setting: the last one given wins.
 */
#define _POSIX_C_SOURCE 200809L

#include "cmdline.h"
#include "ghcflags.h"
#include "../compiler/header.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#ifdef PACKAGE_VERSION
#define LAZYRUN_VERSION_STRING PACKAGE_VERSION
#else
#define LAZYRUN_VERSION_STRING "0.1"
#endif

/* ========================================================= string lists */

/* A growable NULL-terminated list of owned strings. */
typedef struct StrList {
    int count;
    int cap;
    char **items;
} StrList;

static void *checked(void *p)
{
    if (p == NULL) {
        fputs("lazyrun: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

static char *copy_n(const char *s, size_t n)
{
    char *c = checked(malloc(n + 1));
    memcpy(c, s, n);
    c[n] = '\0';
    return c;
}

static char *copy(const char *s)
{
    return copy_n(s, strlen(s));
}

static void push_owned(StrList *l, char *s)
{
    if (l->count + 2 > l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->items = checked(realloc(l->items, (size_t)l->cap * sizeof *l->items));
    }
    l->items[l->count++] = s;
    l->items[l->count] = NULL;
}

static void push(StrList *l, const char *s)
{
    push_owned(l, copy(s));
}

static void list_free(StrList *l)
{
    for (int i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
    l->items = NULL;
    l->count = l->cap = 0;
}

/* An empty list still has its NULL terminator. */
static char **list_array(StrList *l)
{
    if (l->items == NULL) {
        l->items = checked(malloc(sizeof *l->items));
        l->items[0] = NULL;
        l->cap = 1;
    }
    return l->items;
}

/* ============================================================ splitting */

static void split_ghcrts(StrList *rts, const char *ghcrts)
{
    const char *c = ghcrts;
    while (c != NULL && *c != '\0') {
        while (isspace((unsigned char)*c))
            c++;
        const char *start = c;
        while (*c != '\0' && !isspace((unsigned char)*c))
            c++;
        if (c > start)
            push_owned(rts, copy_n(start, (size_t)(c - start)));
    }
}

/* GHC's rule for a program's command line (cmdline.h's invariants). */
static void split_command_line(StrList *rts, StrList *rest, int argc,
                               char *const argv[])
{
    bool in_rts = false;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "+RTS") == 0) {
            in_rts = true;
        } else if (strcmp(a, "-RTS") == 0) {
            in_rts = false;
        } else if (strcmp(a, "--RTS") == 0) {
            i++;
            break;
        } else if (strcmp(a, "--") == 0) {
            break;
        } else {
            push(in_rts ? rts : rest, a);
        }
    }
    for (; i < argc; i++)
        push(rest, argv[i]);
}

/* ============================================================== options */

typedef enum OptionResult { OPT_OK, OPT_UNKNOWN, OPT_HELP, OPT_VERSION } OptionResult;

static void set_prof_auto(CompileOptions *c, bool *which)
{
    c->auto_all = c->auto_top = c->auto_exported = c->auto_calls = false;
    if (which != NULL)
        *which = true;
}

static bool compile_flag(LazyrunCmdline *cl, const char *a)
{
    CompileOptions *c = &cl->compile;
    if (!strcmp(a, "-fprof-auto") || !strcmp(a, "-auto-all"))
        set_prof_auto(c, &c->auto_all);
    else if (!strcmp(a, "-fprof-auto-top"))
        set_prof_auto(c, &c->auto_top);
    else if (!strcmp(a, "-fprof-auto-exported") || !strcmp(a, "-auto"))
        set_prof_auto(c, &c->auto_exported);
    else if (!strcmp(a, "-fprof-auto-calls"))
        set_prof_auto(c, &c->auto_calls);
    else if (!strcmp(a, "-fno-prof-auto"))
        set_prof_auto(c, NULL);
    else if (!strcmp(a, "-fprof-cafs") || !strcmp(a, "-caf-all"))
        c->cafs = true;
    else if (!strcmp(a, "-fno-prof-cafs"))
        c->cafs = false;
    else if (!strcmp(a, "-fno-prof-count-entries"))
        c->no_count_entries = true;
    else if (!strcmp(a, "-fprof-count-entries"))
        c->no_count_entries = false;
    else if (!strcmp(a, "-fno-prof-manual") || !strcmp(a, "-ignore-scc"))
        c->no_manual = true;
    else if (!strcmp(a, "-fprof-manual"))
        c->no_manual = false;
    else
        return false;
    return true;
}

static bool other_flag(LazyrunCmdline *cl, const char *a)
{
    if (!strcmp(a, "-prof"))
        cl->way = RTS_WAY_PROF;
    else if (!strcmp(a, "-ticky"))
        cl->ticky = true;
    else if (!strcmp(a, "-ticky-allocd"))
        cl->ticky_allocd = true;
    else if (!strcmp(a, "-ticky-dyn-thunk"))
        cl->ticky_dyn_thunk = true;
    else if (!strcmp(a, "-ticky-LNE"))
        cl->ticky_lne = true;
    else if (!strcmp(a, "--dump-ast"))
        cl->dump_ast = true;
    else if (!strcmp(a, "--dump-core"))
        cl->dump_core = true;
    else if (!strcmp(a, "--dump-bytecode"))
        cl->dump_bytecode = true;
    else
        return false;
    return true;
}

static OptionResult driver_option(LazyrunCmdline *cl, const char *a)
{
    if (!strcmp(a, "--help") || !strcmp(a, "-?"))
        return OPT_HELP;
    if (!strcmp(a, "--version"))
        return OPT_VERSION;
    if (compile_flag(cl, a))
        return OPT_OK;
    if (!other_flag(cl, a))
        return OPT_UNKNOWN;
    return OPT_OK;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

static bool is_program(const char *a)
{
    return ends_with(a, ".hs") || ends_with(a, ".lhs") || a[0] != '-';
}

char *cmdline_stem(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t n = strlen(base);
    if (ends_with(base, ".hs"))
        n -= 3;
    else if (ends_with(base, ".lhs"))
        n -= 4;
    return copy_n(base, n);
}

static int error_exit(FILE *err, const char *message, const char *arg)
{
    fprintf(err, "lazyrun: %s%s\n", message, arg ? arg : "");
    cmdline_usage(err);
    return 1;
}

/* Where notes and warnings about the options go: nowhere in the
   profiling and ticky ways, whose command line lazyrun (the vanilla way)
   has read and commented on before it ran them (rts/main.c). */
static FILE *driver_notes(FILE *err)
{
#if defined(PROFILING) || defined(TICKY)
    (void)err;
    return NULL;
#else
    return err;
#endif
}

/* Reads lazyrun's options from rest[*i...]; stops at the program.
   Returns CMDLINE_RUN or an exit status. */
static int parse_driver_options(LazyrunCmdline *cl, const StrList *rest,
                                int *i, FILE *out, FILE *err)
{
    unsigned noted = 0;       /* ghcflags_accept's notes already given */
    FILE *notes = driver_notes(err);
    for (; *i < rest->count; (*i)++) {
        const char *a = rest->items[*i];
        if (!strcmp(a, "--")) {
            (*i)++;
            break;
        }
        if (is_program(a))
            break;
        switch (driver_option(cl, a)) {
        case OPT_HELP:    cmdline_help(out); return 0;
        case OPT_VERSION: fprintf(out, "lazyrun (lazyrts) version %s\n",
                                  LAZYRUN_VERSION_STRING); return 0;
        case OPT_OK:      break;
        case OPT_UNKNOWN: {
            /* GHC's own flags (Note [GHC's flags that change nothing here]) */
            if (a[0] == '-' && a[1] == 'X' && a[2] != '\0') {
                /* a language extension, as in a LANGUAGE pragma
                   (compiler/header.h) */
                HeaderExtension ext = header_extension(a + 2, strlen(a + 2));
                if (ext == EXT_REFUSED) {
                    fprintf(err, "lazyrun: %s: lazyrts does not support the "
                                 "language extension \u2018%s\u2019\n", a, a + 2);
                    return 1;
                }
                if (ext == EXT_ACCEPTED)
                    break;
            }
            const char *next = *i + 1 < rest->count ? rest->items[*i + 1] : NULL;
            int taken = ghcflags_accept(a, next, &noted, notes);
            if (taken == GHCFLAG_MISSING_ARG)
                return error_exit(err, "missing argument for flag: ", a);
            if (taken == GHCFLAG_UNKNOWN)
                return error_exit(err, "unknown option: ", a);
            *i += taken;
            break;
        }
        }
    }
    /* -prof -ticky: the profiling way, with counters (Note [Ticky in the
       profiling way] in includes/ticky.h) */
    if (cl->ticky && cl->way == RTS_WAY_VANILLA)
        cl->way = RTS_WAY_TICKY;
    if (notes && !cl->ticky && (cl->ticky_allocd || cl->ticky_dyn_thunk || cl->ticky_lne))
        fprintf(notes, "lazyrun: warning: %s has no effect without -ticky\n",
                cl->ticky_allocd ? "-ticky-allocd"
                : cl->ticky_dyn_thunk ? "-ticky-dyn-thunk" : "-ticky-LNE");
    return CMDLINE_RUN;
}

int cmdline_parse(LazyrunCmdline *cl, int argc, char *const argv[],
                  const char *ghcrts, FILE *out, FILE *err)
{
    StrList rts = {0, 0, NULL}, rest = {0, 0, NULL}, prog = {0, 0, NULL};
    memset(cl, 0, sizeof *cl);
    cl->way = RTS_WAY_VANILLA;

    split_ghcrts(&rts, ghcrts);
    cl->ghcrts_argc = rts.count;
    split_command_line(&rts, &rest, argc, argv);
    cl->rts_argc = rts.count;
    cl->rts_argv = list_array(&rts);

    int i = 0;
    int status = parse_driver_options(cl, &rest, &i, out, err);
    if (status == CMDLINE_RUN && i >= rest.count)
        status = error_exit(err, "no program given (expected a .hs file)", NULL);
    if (status == CMDLINE_RUN) {
        cl->compile.prof = cl->way == RTS_WAY_PROF;
        cl->compile.ticky = cl->ticky;
        cl->compile.ticky_allocd = cl->ticky_allocd;
        cl->compile.ticky_dyn_thunk = cl->ticky_dyn_thunk;
        cl->compile.ticky_lne = cl->ticky_lne;
        cl->program_path = copy(rest.items[i]);
        cl->program_stem = cmdline_stem(cl->program_path);
        push(&prog, cl->program_stem);
        for (i++; i < rest.count; i++)
            push(&prog, rest.items[i]);
        cl->prog_argc = prog.count;
        cl->prog_argv = list_array(&prog);
    }
    list_free(&rest);
    return status;
}

void cmdline_free(LazyrunCmdline *cl)
{
    StrList rts = {cl->rts_argc, cl->rts_argc + 1, cl->rts_argv};
    StrList prog = {cl->prog_argc, cl->prog_argc + 1, cl->prog_argv};
    list_free(&rts);
    list_free(&prog);
    free(cl->program_path);
    free(cl->program_stem);
    memset(cl, 0, sizeof *cl);
}

/* ================================================================= help */

void cmdline_usage(FILE *to)
{
    fputs("Usage: lazyrun [-prof] [-ticky] [compile flags] Prog.hs [args]"
          " [+RTS rts-flags -RTS] [args]\n"
          "Try `lazyrun --help' for more information.\n", to);
}

void cmdline_help(FILE *to)
{
    fputs(
"Usage: lazyrun [way] [compile flags] Prog.hs [args] [+RTS rts-flags -RTS] [args]\n"
"\n"
"Runs the Haskell program Prog.hs and prints what GHC 9.0.2's build of it\n"
"would print.  Reports are written to the current directory, named after\n"
"the program (Prog.prof, Prog.hp, Prog.ticky).\n"
"\n"
"Way (the runtime to run with):\n"
"  (none)                   vanilla runtime (heap profile by closure type:\n"
"                           +RTS -hT)\n"
"  -prof                    profiling runtime (+RTS -p, -h..., -xc)\n"
"  -ticky                   ticky-ticky runtime (+RTS -r)\n"
"  -prof -ticky             both: the profiling runtime with ticky counters\n"
"\n"
"Compile flags (cost centres, with -prof):\n"
"  -fprof-auto              a cost centre on every binding (not INLINE ones)\n"
"  -fprof-auto-top          ... on every top-level binding\n"
"  -fprof-auto-exported     ... on every exported binding\n"
"  -fprof-auto-calls        ... on every call site\n"
"  -fno-prof-auto           no automatic cost centres (the default)\n"
"  -fprof-cafs              a cost centre for each CAF\n"
"  -fno-prof-count-entries  do not count entries\n"
"  -fno-prof-manual         ignore the program's SCC pragmas\n"
"  -auto-all, -auto, -caf-all, -ignore-scc\n"
"                           old names of -fprof-auto, -fprof-auto-exported,\n"
"                           -fprof-cafs and -fno-prof-manual\n"
"\n"
"Compile flags (ticky counters, with -ticky):\n"
"  -ticky-allocd            count the allocation of each binding's closures\n"
"  -ticky-dyn-thunk         counters for thunks too\n"
"  -ticky-LNE               counters for let-no-escape bindings\n"
"\n"
"Language:\n"
"  -X<Extension>            as {-# LANGUAGE <Extension> #-}: taken, or refused\n"
"                           in one line when lazyrts lacks it (docs/language.md)\n"
"\n"
"GHC's other flags are taken where GHC -O0 would change nothing (-O0,\n"
"-rtsopts, -fno-state-hack, -fno-full-laziness, ...), or with one note\n"
"saying what lazyrts does instead (-O, -O2, -threaded, -W..., -o FILE);\n"
"docs/rts-flags.md lists them.\n"
"\n"
"Debugging:\n"
"  --dump-ast               print the parsed program\n"
"  --dump-core              print the desugared core\n"
"  --dump-bytecode          print the bytecode\n"
"\n"
"  --help                   print this text\n"
"  --version                print lazyrun's version\n"
"\n"
"Runtime flags go between +RTS and -RTS (or in the GHCRTS environment\n"
"variable); `lazyrun [way] Prog.hs +RTS -?' lists those of a way.\n",
        to);
}
