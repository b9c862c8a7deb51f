/*
 * freevars.h -- the free variables of the closures the code generator
 * builds (a lambda's, a thunk's), each computed once.
 *
 * Invariants
 *  - freevars_of(e, params) lists the variables that occur in `e` and are
 *    bound neither inside `e` nor by `params`, each once, in the order of
 *    their first occurrence in a left-to-right walk of `e` (function before
 *    arguments, bindings before the body, scrutinee before alternatives):
 *    the order of the closure's payload.
 *  - Results are remembered per node until freevars_reset, so the Core must
 *    not change under a node once asked about (the code generator builds
 *    new nodes, never edits old ones).
 */
#ifndef LAZYRTS_FREEVARS_H
#define LAZYRTS_FREEVARS_H

#include "core.h"

typedef struct FreeVarList {
    const CoreVar **items;   /* malloc'd: the caller frees it */
    int n, cap;
} FreeVarList;

FreeVarList freevars_of(const CoreExpr *e, CoreVar *const *params, int nparams);

/* Forgets every remembered result and releases the memory. */
void freevars_reset(void);

#endif
