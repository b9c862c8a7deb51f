/*
 * ticky_gen.h -- the code generator's side of ticky-ticky (the ticky way):
 * making a binding's counter with the name and argument kinds GHC 9.0.2
 * prints.  See Note [Ticky counts what the user's code does] in
 * includes/ticky.h; codegen.c emits the TICKY instructions.
 */
#ifndef LAZYRTS_TICKY_GEN_H
#define LAZYRTS_TICKY_GEN_H

#include <stdbool.h>

#include "../includes/ticky.h"
#include "core.h"

/* What a counter counts, as its name says: "(fun)", "(thk)", "(LNE)". */
typedef enum TickyGenKind {
    TICKY_GEN_FUN, TICKY_GEN_THUNK, TICKY_GEN_LNE
} TickyGenKind;

/* A counter for a binding of the user's module: `path` is its binding
   path ("nfib", "sieve.ds", "f.\" for a lambda; NULL for a thunk that is
   no binding's), `params` its parameters, `local` whether it is written
   inside another binding, `parent` the counter of the code it is written
   in (NULL: none, at top level or in a CAF).  Permanent memory.  Names:
   Note [Ticky names] in ticky_gen.c. */
TickyCounter *ticky_gen_counter(const char *module, const char *path,
                                TickyGenKind kind, CoreVar *const *params,
                                int nparams, const TickyCounter *parent,
                                bool local);

/* The unique ticky_gen_counter gave a counter ("r1", "s7"). */
const char *ticky_gen_unique(const TickyCounter *c);

#endif /* LAZYRTS_TICKY_GEN_H */
