/*
 * ticks.h -- where cost-centre annotations end up in the profiling way:
 * GHC 9.0.2 builds every SCC annotation with its mkTick, which splits an
 * annotation into a part that counts an entry and a part that makes the
 * centre current, and moves or drops each part by the expression it
 * annotates.  This pass does the same to the program's CE_SCC nodes,
 * after type checking (it needs the types of variables).
 * See Note [Where an SCC goes] in ticks.c.
 *
 * Invariants (on return)
 *  - Every CE_SCC node of the user's module is one of GHC's three kinds:
 *    counting and scoping (both flags false), counting only
 *    (scc_noscope), or scoping only (scc_nocount); never both flags.
 *  - -fprof-cafs' CAF centres (cc->is_caf) are left as they are.
 *  - The program means the same: only CE_SCC nodes are added, removed or
 *    moved, never across a binding of a variable they mention.
 */
#ifndef LAZYRTS_TICKS_H
#define LAZYRTS_TICKS_H

#include "core.h"

/* Places the cost-centre annotations of every global of the user's
   module (the library has none). */
void ticks_place(CoreProgram *p);

/* Whether the value of variable `v` (CE_VAR or CE_GLOBAL) may be a
   function, by its type (GHC's might_be_a_function: anything but a data
   type, so a function, a newtype such as IO, or a type variable).  The
   profiling way's code makes such a variable's value record the current
   stack when it is evaluated (Note [Evaluating a function value] in
   rts/eval.c). */
bool ticks_may_be_function(const CoreExpr *v);

#endif
