/*
 * ghcflags.c -- GHC's compiler flags that lazyrun takes and what it says
 * about them.  See Note [GHC's flags that change nothing here] in
 * ghcflags.h.
 */
#include "ghcflags.h"

#include <stdbool.h>
#include <string.h>

typedef enum GhcNote {
    NOTE_NONE,          /* changes nothing in GHC -O0 either: silent */
    NOTE_OPTIMISE,
    NOTE_WARNINGS,
    NOTE_THREADED,
    NOTE_OUTPUT,
    NOTE_RTSOPTS,
    NOTE_COUNT
} GhcNote;

typedef struct GhcFlag {
    const char *flag;
    bool prefix;        /* any flag that starts with `flag` */
    bool takes_arg;     /* the next argument is the flag's (-o file) */
    GhcNote note;
} GhcFlag;

static const GhcFlag ghc_flags[] = {
    {"-O0", false, false, NOTE_NONE},
    {"-O", false, false, NOTE_OPTIMISE},
    {"-O1", false, false, NOTE_OPTIMISE},
    {"-O2", false, false, NOTE_OPTIMISE},
    /* optimisations GHC -O0 does not run: switching them off changes
       nothing */
    {"-fno-state-hack", false, false, NOTE_NONE},
    {"-fno-full-laziness", false, false, NOTE_NONE},
    {"-fno-worker-wrapper", false, false, NOTE_NONE},
    {"-fno-cse", false, false, NOTE_NONE},
    {"-fno-strictness", false, false, NOTE_NONE},
    {"-fno-specialise", false, false, NOTE_NONE},
    {"-fno-spec-constr", false, false, NOTE_NONE},
    {"-fno-liberate-case", false, false, NOTE_NONE},
    {"-fno-float-in", false, false, NOTE_NONE},
    {"-fno-case-merge", false, false, NOTE_NONE},
    {"-fno-enable-rewrite-rules", false, false, NOTE_NONE},
    {"-fno-omit-yields", false, false, NOTE_NONE},
    {"-fforce-recomp", false, false, NOTE_NONE},
    {"--make", false, false, NOTE_NONE},
    {"-v0", false, false, NOTE_NONE},
    {"-w", false, false, NOTE_NONE},
    {"-rtsopts", false, false, NOTE_NONE},
    {"-rtsopts=all", false, false, NOTE_NONE},
    {"-rtsopts=some", false, false, NOTE_RTSOPTS},
    {"-rtsopts=none", false, false, NOTE_RTSOPTS},
    {"-rtsopts=ignore", false, false, NOTE_RTSOPTS},
    {"-rtsopts=ignoreAll", false, false, NOTE_RTSOPTS},
    {"-threaded", false, false, NOTE_THREADED},
    {"-W", false, false, NOTE_WARNINGS},
    {"-W", true, false, NOTE_WARNINGS},       /* -Wall, -Werror, -Wno-... */
    {"-o", false, true, NOTE_OUTPUT},
    {"-outputdir", false, true, NOTE_OUTPUT},
    {"-odir", false, true, NOTE_OUTPUT},
    {"-hidir", false, true, NOTE_OUTPUT},
};

static void note(GhcNote kind, const char *arg, FILE *err)
{
    if (!err)
        return;
    switch (kind) {
    case NOTE_OPTIMISE:
        fprintf(err, "lazyrun: note: %s: lazyrts runs the program as GHC -O0 "
                     "compiles it (its profiles are -O0's)\n", arg);
        return;
    case NOTE_WARNINGS:
        fprintf(err, "lazyrun: note: %s: lazyrts does not print GHC's "
                     "compile-time warnings\n", arg);
        return;
    case NOTE_THREADED:
        fprintf(err, "lazyrun: note: -threaded: lazyrts's runtime has one "
                     "thread, as GHC's non-threaded runtime\n");
        return;
    case NOTE_OUTPUT:
        fprintf(err, "lazyrun: note: %s: lazyrun runs the program at once and "
                     "writes no build files\n", arg);
        return;
    case NOTE_RTSOPTS:
        fprintf(err, "lazyrun: note: %s: lazyrts always takes RTS options, "
                     "as with -rtsopts\n", arg);
        return;
    case NOTE_NONE: case NOTE_COUNT:
        return;
    }
}

int ghcflags_accept(const char *arg, const char *next, unsigned *said,
                    FILE *err)
{
    for (size_t i = 0; i < sizeof ghc_flags / sizeof ghc_flags[0]; i++) {
        const GhcFlag *f = &ghc_flags[i];
        bool match = f->prefix ? strncmp(arg, f->flag, strlen(f->flag)) == 0 &&
                                     arg[strlen(f->flag)] != '\0'
                               : strcmp(arg, f->flag) == 0;
        if (!match)
            continue;
        if (f->takes_arg && !next)
            return GHCFLAG_MISSING_ARG;
        unsigned bit = 1u << f->note;
        if (f->note != NOTE_NONE && !(*said & bit)) {
            *said |= bit;
            if (f->takes_arg) {
                char both[512];
                snprintf(both, sizeof both, "%s %s", arg, next);
                note(f->note, both, err);
            } else {
                note(f->note, arg, err);
            }
        }
        return f->takes_arg ? 1 : 0;
    }
    return GHCFLAG_UNKNOWN;
}
