/*
 * suggest.h -- "Perhaps you meant ..." under a not-in-scope error, with
 * GHC 9.0.2's choice of names, their order and its layout.
 *
 * Invariants:
 *  - Called only on the way to a compile error (the renamer stops right
 *    after): it may take its time and allocates in the desugarer's arena.
 *  - The names offered are those in scope where the error is: the local
 *    variables on Ds.locals (never for a qualified name) and the current
 *    module's scope tables; never the built-in syntax ((), [], :, tuples)
 *    nor the primitives.
 *  - The result holds no trailing newline; its lines are relative to the
 *    message's own indentation (diag adds 4 spaces to every line).
 */
#ifndef LAZYRTS_SUGGEST_H
#define LAZYRTS_SUGGEST_H

#include <stdbool.h>
#include "ds_state.h"

/* The namespace of the name that was not found. */
typedef enum SuggestSpace {
    SUGGEST_VAR,               /* a variable or an operator such as <$$> */
    SUGGEST_CON,               /* a data constructor (also :+ operators) */
    SUGGEST_TYPE               /* a type constructor or class */
} SuggestSpace;

/* How the message is laid out and what it offers (bits). */
enum {
    SUGGEST_PLAIN = 1,         /* the renamer's form, without bullets */
    SUGGEST_NO_LOCALS = 2      /* offer no local variables */
};

/* The whole not-in-scope message for `n` (looked up in `space`), as GHC
   prints it.  The bulleted form (an unqualified name in an expression):
       • Variable not in scope: lenght
       • Perhaps you meant ‘length’ (imported from Prelude)
   the plain one (SUGGEST_PLAIN, and every qualified name):
       Not in scope: type constructor or class ‘Integr’
       Perhaps you meant one of these:
         ‘Integer’ (imported from Prelude),
         ‘Integral’ (imported from Prelude)
   then what the imports say: an import list or hiding list that leaves
   the name out ("Perhaps you want to add ‘nub’ to the import list in the
   import of ‘Data.List’ (P.hs:1:1-23)."), or for a qualified name that
   no import provides "Module ‘M’ does not export ‘x’." or "No module
   named ‘M’ is imported.".  Without any of these it is GHC's first line
   alone. */
const char *suggest_not_in_scope(Ds *ds, const Name *n, SuggestSpace space,
                                 unsigned how);

/* GHC's restricted Damerau-Levenshtein distance (insertions, deletions,
   substitutions and swaps of neighbours, each 1) between two UTF-8
   strings, counted in code points.  Exported for the unit tests. */
int suggest_distance(const char *a, const char *b);

#endif
