/*
 * td_diff.h -- comparing two reports and writing the comparison: the
 * bindings whose figures changed, the totals, the global counters that
 * changed.  docs/ticky-diff.md shows the layout.
 *
 * Invariants:
 *   * The output depends only on the two reports, their paths and the
 *     options: rows are ordered by the size of the change, then by key
 *     (strcmp), counters by the size of the change, then A's order and
 *     B's, so equal inputs give equal bytes.
 *   * A binding or counter missing from one side counts as 0 there for
 *     the change, and is shown as "-".
 */
#ifndef TD_DIFF_H
#define TD_DIFF_H

#include "td_key.h"
#include "td_read.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The figures of a binding. */
typedef enum TdMeasure {
    TD_ALLOC,     /* bytes allocated by its code */
    TD_ENTRIES,   /* entries */
    TD_ALLOCD     /* bytes of its closures allocated */
} TdMeasure;

typedef struct TdOptions {
    TdMeasure sort;    /* sorted by its change, and shown first */
    bool all;          /* every binding, not only those that changed */
    bool globals;      /* the global counters' section */
} TdOptions;

/* One side of the comparison. */
typedef struct TdSide {
    const char *path;
    const TdReport *report;
    const TdBindings *bindings;
} TdSide;

/* Write the comparison of a and b to out; return the number of
 * differences found (bindings whose figures changed and, with
 * opt->globals, global counters that changed). */
size_t td_diff_write(FILE *out, const TdSide *a, const TdSide *b,
                     const TdOptions *opt);

#endif
