/*
 * cmdline.h -- the lazyrun driver's own command line:
 *
 *   lazyrun [way] [compile flags] Prog.hs [program args]
 *           [+RTS rts flags -RTS] [program args]
 *
 * Invariants
 *  - RTS arguments are taken out exactly as a GHC-compiled program does
 *    (ghc-rts-facts.md section 7): `+RTS` starts RTS arguments, `-RTS` ends
 *    them, `--RTS` ends RTS processing (it is dropped; everything after goes
 *    to the program), `--` ends RTS processing too and goes to the program.
 *    This applies to the whole command line, so `+RTS ... -RTS` may also
 *    come before the program.  The words of GHCRTS (split on white space)
 *    come first in rts_argv, then the command line's, in order: rts_argv is
 *    what the .prof and .hp headers print after "+RTS".
 *  - Before the program, arguments are lazyrun's options.  The program is
 *    the first argument that ends in ".hs" or ".lhs" or does not start
 *    with '-' (or the argument after a `--`); every later argument is the
 *    program's.
 *  - prog_argv[0] is the program's stem (its file name without directory
 *    and ".hs" or ".lhs"), which is also the program name of every runtime
 *    message.
 *  - Every string of a LazyrunCmdline is a private copy (cmdline_free).
 */
#ifndef LAZYRTS_CMDLINE_H
#define LAZYRTS_CMDLINE_H

#include <stdbool.h>
#include <stdio.h>

#include "../compiler/core.h"
#include "../includes/rtsflags.h"

typedef struct LazyrunCmdline {
    RtsWay way;                /* RTS_WAY_PROF with -prof (also with -prof
                                  -ticky), else RTS_WAY_TICKY with -ticky,
                                  else RTS_WAY_VANILLA */
    bool ticky;                /* -ticky: the program carries ticky counters
                                  (compile.ticky), in either way */
    CompileOptions compile;    /* cost-centre placement; compile.prof is
                                  set iff way == RTS_WAY_PROF (the -fprof-*
                                  flags are recorded in any way, and only
                                  matter in the profiling way, as in GHC) */
    bool ticky_allocd;         /* -ticky-allocd: count allocation of each
                                  binding's closures (the Alloc'd column) */
    bool ticky_dyn_thunk;      /* -ticky-dyn-thunk: counters for thunks too */
    bool ticky_lne;            /* -ticky-LNE: counters for let-no-escapes */
    bool dump_ast;             /* --dump-ast: print the parsed program */
    bool dump_core;            /* --dump-core: print the desugared core */
    bool dump_bytecode;        /* --dump-bytecode: print the bytecode */

    char *program_path;        /* Prog.hs as given */
    char *program_stem;        /* "Prog": output files and messages */
    int prog_argc;             /* the program's arguments, with ... */
    char **prog_argv;          /* ... [0] = program_stem; NULL-terminated */
    int rts_argc;              /* RTS arguments: GHCRTS words first, ... */
    char **rts_argv;           /* ... then the command line's; NULL-terminated */
    int ghcrts_argc;           /* how many leading rts_argv came from GHCRTS */
} LazyrunCmdline;

/* Returned by cmdline_parse when lazyrun should go on and run the program. */
#define CMDLINE_RUN (-1)

/* Parses lazyrun's argv (argv[0] is lazyrun itself) with `ghcrts` the
   value of the GHCRTS environment variable (NULL when unset).
   --help and --version print to `out`; errors ("lazyrun: unknown option:
   -x", no program) print to `err` followed by the short usage.
   Returns CMDLINE_RUN, or the exit status to stop with (0 after --help or
   --version, 1 after an error).  `cl` must be freed with cmdline_free in
   every case. */
int cmdline_parse(LazyrunCmdline *cl, int argc, char *const argv[],
                  const char *ghcrts, FILE *out, FILE *err);

void cmdline_free(LazyrunCmdline *cl);

/* The program's stem: "dir/Prog.hs" or "dir/Prog.lhs" -> "Prog" (a fresh
   string). */
char *cmdline_stem(const char *path);

/* The short usage (after an error) and the full --help text. */
void cmdline_usage(FILE *to);
void cmdline_help(FILE *to);

#endif /* LAZYRTS_CMDLINE_H */
