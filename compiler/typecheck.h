/*
 * typecheck.h -- the type checker (typecheck.c): the pass after the
 * desugarer and before dictionary simplification (specialise.h).  The
 * vocabulary of types it shares with the renamer is in types.h.
 */
#ifndef LAZYRTS_TYPECHECK_H
#define LAZYRTS_TYPECHECK_H

#include <stdbool.h>
#include "types.h"

/* Type checks and elaborates the program the desugarer produced: on
   return every overloaded binding takes its dictionaries, every literal
   has its type's representation, every newtype is erased, and no CE_ANNOT
   node is left.  Reports the first type error through diag and returns
   false. */
bool typecheck_program(CoreProgram *p);

#endif
