/*
 * retainer_int.h -- the retainer profiler's parts (private to retainer/;
 * the rest of the runtime sees includes/retainer.h and `retainer_module`).
 *
 *   sets.c      retainer sets: interned sorted arrays of retainers,
 *               numbered in creation order, MANY beyond -R<n>
 *   retainer.c  the census's traversal (one client of includes/traverse.h)
 *               and the module: the .prof lines and the set listing
 *
 * Invariants
 *  - A set's retainers are distinct and sorted by stack id, so equal sets
 *    have equal arrays and one interned RetainerSet; ids are 2.. in
 *    creation order, MANY is 1 and has no retainers.
 *  - sets_by_id(id) is the set numbered id, for every id handed out.
 */
#ifndef LAZYRTS_RETAINER_INT_H
#define LAZYRTS_RETAINER_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../includes/ccs.h"
#include "../includes/retainer.h"

struct RetainerSet {
    uint32_t id;                 /* 1 = MANY, then 2.. */
    uint32_t n;                  /* retainers (MANY: 0) */
    uint64_t hash;
    RetainerSet *link;           /* hash chain */
    bool reported;               /* appeared in a census */
    int8_t selected;             /* -hr<..> verdict: -1 unknown, 0, 1 */
    const CostCentreStack *elems[];
};

/* Starts the set table (freeing any earlier one); `max` is -R<n> (sets
   above it are MANY). */
bool sets_init(int max);
void sets_free(void);

/* MANY, {r}, and s with r added (s itself when r is in s; MANY when s
   has `max` retainers already).  NULL: out of memory. */
RetainerSet *sets_many(void);
RetainerSet *sets_singleton(const CostCentreStack *r);
RetainerSet *sets_add(RetainerSet *s, const CostCentreStack *r);
bool sets_member(const RetainerSet *s, const CostCentreStack *r);

/* The set numbered `id`, or NULL. */
RetainerSet *sets_by_id(uint32_t id);
uint32_t sets_count(void);          /* ids handed out, MANY included */

/* The .prof listing of the reported sets ("SET 2 = {<...>}"), by id. */
void sets_write_listing(FILE *f);

#endif /* LAZYRTS_RETAINER_INT_H */
