/*
 * td_key.h -- which rows of two reports are the same binding: the STG name
 * with GHC's uniques taken out, parents named by their binders.
 *
 * Note [Binding keys]
 * A unique changes whenever GHC compiles the module again (a change in
 * one function renumbers the local bindings of all), so rows are matched
 * by a key made from the STG name without it:
 *     nfib{v s1EG} (Main) (fun)           ->  nfib (Main) (fun)
 *     Main.g{v rhJ} (fun)                 ->  g (Main) (fun)
 *     sat_s24y{v} (Main) (fun)            ->  sat (Main) (fun)
 *     ds1{v s24c} (Main) (fun) in r21z    ->  ds1 (Main) (fun) in sieve
 * GHC writes an exported binding with its module in front ("Main.g")
 * and an internal one with the module in parentheses ("g (Main)"); the
 * key is the second form for both, so that a binding matches itself when
 * a change of export list (or lazyrts, which writes the second form)
 * stands on the other side.
 * A name's unique is the word after the space in its braces or, when the
 * braces hold only the name space ("{v}"), the last "_word" of the binder.
 * "in <unique>" names the enclosing binding by its unique; the key names
 * it by that row's binder (and its parent's, and so on: "go (Main) (fun)
 * in ds1 in sieve").  A parent whose row is not in the table is left out
 * ("in r21z" is dropped); an "in" followed by something that is not a
 * unique is kept as it is.  Rows with the same key (two lambdas "sat" in
 * one function) are summed.
 *
 * Invariants:
 *   * TdBindings.items are sorted by key (strcmp) and no key appears twice.
 *   * The totals are the sums of the table's rows (every row counted once).
 */
#ifndef TD_KEY_H
#define TD_KEY_H

#include "td_read.h"
#include "td_util.h"

#include <stddef.h>
#include <stdint.h>

/* The parts of one STG name (each newly allocated). */
typedef struct TdName {
    char *base;     /* the binder without its unique or module: "nfib", "sat", "g" */
    char *unique;   /* "s1EG", "s24y"; NULL when the name has none */
    char *middle;   /* what follows the braces up to " in": " (Main) (fun)"
                       (" (Main)" put in when the binder was "Main.g") */
    char *parent;   /* the word after the last " in ", or NULL */
} TdName;

void td_split_name(const char *name, TdName *parts);
void td_name_free(TdName *parts);

/* Does word look like a GHC unique (a letter, then letters and digits)? */
bool td_unique_shaped(const char *word);

/* The summed figures of one binding. */
typedef struct TdBinding {
    char *key;
    int64_t entries;
    int64_t alloc;
    int64_t allocd;
    size_t rows;        /* how many rows were summed into it */
} TdBinding;

typedef struct TdBindings {
    TdBinding *items;
    size_t n;
    int64_t total_entries;
    int64_t total_alloc;
    int64_t total_allocd;
} TdBindings;

/* The bindings of report's table.  Fails (err) only when a sum exceeds
 * 64 bits. */
bool td_bindings(const TdReport *report, TdBindings *out, TdError *err);
void td_bindings_free(TdBindings *bindings);

#endif
