/*
 * ghcflags.h -- GHC's compiler flags that lazyrun accepts although they
 * change nothing it does (issue 13, docs/rts-flags.md "GHC's other flags").
 *
 * Note [GHC's flags that change nothing here]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * Profiling commands in the wild carry flags meant for GHC's compiler:
 * `ghc -O0 -prof -fprof-auto -fno-state-hack -rtsopts -Wall Prog.hs`.
 * lazyrun runs a program as GHC -O0 compiles it, so it takes them, in
 * two kinds:
 *
 *   - flags that change nothing in GHC -O0's program either, taken
 *     silently: -O0, -rtsopts, -fforce-recomp, --make, -v0, -w, and the
 *     switches of optimisations -O0 does not run (-fno-state-hack,
 *     -fno-full-laziness, -fno-worker-wrapper, -fno-cse, ...).  At -O0
 *     GHC runs no simplifier over the program's module, and base comes
 *     precompiled, so the state hack's emulation in lib/Base.hs (Note [IO
 *     representation]) is what GHC does with and without -fno-state-hack:
 *     a profile of testsuite/golden/prof_flags_state_hack is the same
 *     tree either way in GHC 9.0.2, and so it is here;
 *   - flags whose effect lazyrts cannot give (-O2, -threaded, -Wall, -o
 *     file, -rtsopts=none), taken with one note on stderr per kind saying
 *     what lazyrts does instead.
 *
 * Anything else stays an unknown option (exit 1): a flag is never
 * dropped without a word unless GHC -O0 would not change either.
 */
#ifndef LAZYRTS_GHCFLAGS_H
#define LAZYRTS_GHCFLAGS_H

#include <stdio.h>

enum {
    GHCFLAG_UNKNOWN = -1,      /* not one of the flags above */
    GHCFLAG_MISSING_ARG = -2   /* a flag that takes an argument, at the end */
};

/* Is `arg` one of GHC's flags lazyrun accepts?  `next` is the argument
   after it (NULL at the end).  Returns the number of following arguments
   it took as its own (0 or 1), or GHCFLAG_UNKNOWN / GHCFLAG_MISSING_ARG.
   A note is written to `err` (unless NULL) the first time a kind of flag
   is seen: `said` (zero at first) remembers the kinds already noted. */
int ghcflags_accept(const char *arg, const char *next, unsigned *said,
                    FILE *err);

#endif /* LAZYRTS_GHCFLAGS_H */
