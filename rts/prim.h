/*
 * prim.h -- the primitive operations (includes/primops.def).
 *
 * prim_run receives the arguments on the evaluator's stack: `args` stays
 * a root, so a primitive that allocates (and may therefore collect) must
 * re-read args[i] after allocating rather than keep closure pointers in C
 * variables.  Strict arguments arrive evaluated (no IND).
 */
#ifndef LAZYRTS_PRIM_H
#define LAZYRTS_PRIM_H

#include <stdbool.h>
#include "../includes/program.h"

typedef enum PrimResult {
    PR_VALUE,      /* *out is the result (possibly unevaluated) */
    PR_FALLBACK,   /* call the_program->prim_fallback[op] on the arguments */
    PR_ENTER,      /* evaluate *out instead (e.g. divZeroError) */
    PR_RAISE,      /* raise the exception *out */
    PR_CATCH       /* primCatch: the evaluator runs io under a handler */
} PrimResult;

PrimResult prim_run(PrimOp op, Word *args, Closure **out);

/* The words a string literal's first cell may take (strlit_first_cell). */
#define STRLIT_CELL_WORDS (2 * HDR_WORDS + 2 + 3 + HDR_WORDS + 1)
/* A string literal's first cell, made at Hp with room already made; the
   literal is updated with it. */
Closure *strlit_first_cell(Closure *lit);

/* Numeric/char equality of a value with a literal (case alternatives). */
bool prim_literal_equal(const Closure *value, const Closure *literal);

/* The program's arguments (getArgs) and name (getProgName). */
void prim_set_args(int argc, char **argv, const char *prog_name);

#endif
