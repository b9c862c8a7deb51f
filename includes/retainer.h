/*
 * retainer.h -- retainer sets (retainer/), as the heap census (heapprof/)
 * and the biographer (bio/) use them.  Profiling way only.
 *
 * A retainer is the stack, a thunk (an unevaluated CAF or a lazy string
 * literal included), identified by the cost-centre stack in its header;
 * the stack's is SYSTEM.  An object's retainer set is the set of the
 * nearest retainers from which it is reachable without passing another
 * retainer (SEMANTICS.md, "Retainer sets").  Sets are interned: equal
 * sets are one RetainerSet, numbered in creation order from 2 for the
 * whole run (GHC renumbers at every census; a set keeping its number is
 * what a reader of several censuses wants).  A set that would grow past
 * -R<n> retainers is MANY, number 1.
 *
 * Invariants
 *  - retainer_census() runs right after a major collection, before any
 *    allocation: it traverses the live heap from the collector's roots
 *    (storage_each_root) and gives every object reached its set, which
 *    retainer_set_of() tells until retainer_census_end().
 *  - Sets and their names live until the process ends: the .prof writer
 *    (ccs/) lists them after every other module has finished.
 */
#ifndef LAZYRTS_RETAINER_H
#define LAZYRTS_RETAINER_H

#include <stdbool.h>
#include <stdint.h>

#include "closure.h"
#include "rtsflags.h"

typedef struct RetainerSet RetainerSet;

/* Computes the retainer set of every live object; `seconds` is the
   census's time stamp (for the .prof lines).  false: out of memory
   (message printed; the sets of this census are incomplete). */
bool retainer_census(double seconds);

/* The set this census gave `c`, or NULL if it did not reach `c` (or no
   census is under way). */
const RetainerSet *retainer_set_of(const Closure *c);

/* This census is over: its per-object data is freed. */
void retainer_census_end(void);

/* When a biography is kept too: the set `c` had at the first census of
   its current phase (since its birth or its last use; includes/hpword.h),
   also after it died, or NULL if no census saw this phase. */
const RetainerSet *retainer_phase_set_of(const Closure *c);

/* The band name: "(id)" and each retainer's top centre label joined by
   ",", cut to `limit` characters in all; "MANY".  Malloc'ed. */
char *retainer_set_name(const RetainerSet *s, int limit);

/* -hr<cc,...>: does a retainer of `s` have its top centre labelled by a
   name of `sel`?  (MANY: no.) */
bool retainer_set_selected(const RetainerSet *s, const RtsSelector *sel);

/* `s` appears in a census: the .prof lists it. */
void retainer_set_reported(const RetainerSet *s);

#endif /* LAZYRTS_RETAINER_H */
