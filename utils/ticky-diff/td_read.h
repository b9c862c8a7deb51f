/*
 * td_read.h -- reading a ticky-ticky report (.ticky) as GHC 9.0.2 writes it
 * (and lazyrts, in the same layout): the table of bindings and the global
 * counters.  The summary above the table is derived from the counters and
 * is skipped.  See docs/ticky-diff.md for what is accepted and refused.
 *
 * Invariants:
 *   * A report that td_read_file accepted has been seen whole: the command
 *     line, "STACK USAGE:", the table's header and dashes, its rows (maybe
 *     none), a line of stars, at least one global counter, and a newline
 *     at the end of the last line.  Anything else is refused with the line
 *     at fault, so a cut-short file is never compared as if it were whole.
 *   * Every count is a non-negative int64_t (a sign is refused).
 *   * rows[] are in the file's order; counters[] too, and no counter name
 *     appears twice.
 */
#ifndef TD_READ_H
#define TD_READ_H

#include "td_util.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One row of the table of bindings. */
typedef struct TdRow {
    int64_t entries;      /* times the binding was entered */
    int64_t alloc;        /* bytes allocated by its code */
    int64_t allocd;       /* bytes of its closures allocated (-ticky-allocd) */
    int64_t arity;        /* non-void arguments */
    char *kinds;          /* one letter per argument (may be "") */
    char *name;           /* the STG name as printed, e.g. "f{v r1} (Main) (fun)" */
    long line;            /* where the row is */
} TdRow;

/* One global counter ("%11d NAME"): the name is the first word after the
 * number ("E!NT_PERM_IND_ctr" of "E!NT_PERM_IND_ctr requires +RTS -Z"). */
typedef struct TdCounter {
    char *name;
    int64_t value;
    long line;
} TdCounter;

typedef struct TdReport {
    TdRow *rows;
    size_t n_rows;
    TdCounter *counters;
    size_t n_counters;
    long header_line;     /* the line of the table's header */
    long lines;           /* lines in the file */
} TdReport;

/* Where the columns of the table are, taken from its header line: the
 * widths of the three number columns and of the argument kinds (20 in
 * GHC 9.0.2's "%11d%11d%11d %3d %-20.20s %s"; newer GHCs widen them). */
typedef struct TdLayout {
    int entries_width;
    int alloc_width;
    int allocd_width;
    int kinds_width;      /* 0: unknown (rows are then split at spaces) */
} TdLayout;

/* GHC 9.0.2's layout. */
extern const TdLayout td_ghc902_layout;

/* Read the report in path ("-": standard input, named "<stdin>").  On an
 * error fill err (err->line is 0 when the file could not be opened or
 * read at all) and return false; *report is then empty. */
bool td_read_file(const char *path, TdReport *report, TdError *err);

/* Read a report held in memory (size bytes, NUL bytes refused). */
bool td_read_text(const char *text, size_t size, TdReport *report,
                  TdError *err);

void td_report_free(TdReport *report);

/* Is line the table's header ("    Entries      Alloc    Alloc'd  ...
 * STG Name")?  If so, and layout is not NULL, fill in its layout. */
bool td_table_header(const char *line, TdLayout *layout);

/* Parse one row of the table into *row (kinds and name newly allocated).
 * The columns are read at the layout's widths first, where a number wider
 * than its column pushes the rest of the row right (as printf does); if
 * the row does not fit that, it is split at spaces.  On failure return
 * false with *why saying what is wrong (a static string) and nothing
 * allocated. */
bool td_parse_row(const char *line, const TdLayout *layout, TdRow *row,
                  const char **why);

#endif
