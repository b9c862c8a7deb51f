/*
 * optimise.h -- the Core optimiser for library code.
 *
 * GHC compiles its base library with -O2 and the user's program, under
 * -O0, as written.  lazyrts does the same split: this pass rewrites the
 * library's bindings only, after the type checker and the dictionary
 * simplifier (specialise.h), and it runs when the library is compiled --
 * at build time, into the library image (Note [The library image] in
 * image.c) -- so it costs a run nothing.  The user's bindings are never
 * touched: their cost centres, entries and ticky counters stay GHC
 * -O0's.  The library has no cost centres and no ticky counters of its
 * own, and its costs go to its caller's stack, so what the pass changes
 * is only how fast the library runs.
 *
 * Every rewrite keeps the library's semantics: what is evaluated, in
 * which order, what is shared (laziness), which exception is raised.
 * See Note [Library rewrites] in optimise.c for the list.
 */
#ifndef LAZYRTS_OPTIMISE_H
#define LAZYRTS_OPTIMISE_H

#include "core.h"

/* Rewrites the bodies of p->globals[from..p->nglobals) that are the
   library's (CoreGlobal.is_library) in place.  Call it after
   simplify_dictionaries: the library phase passes from = 0, the user's
   phase the first binding it added (the specialiser's new copies of
   library functions are library bindings too). */
void optimise_library(CoreProgram *p, int from);

#endif /* LAZYRTS_OPTIMISE_H */
