/*
 * storage.h -- the heap: bump allocation and a copying collector.
 *
 * The heap is one contiguous space [heap_start, heap_end) in which objects
 * are allocated by bumping `Hp`.  A collection (Cheney's algorithm) copies
 * everything reachable from the roots into a fresh space, which then
 * becomes the heap; every collection is therefore a major one, and a
 * census can follow any of them.  After a collection the heap is resized
 * so that it holds about twice the live data (never less than the -A
 * allocation area); if the live data alone exceed -M the program stops
 * with GHC's "Heap exhausted" message.
 *
 * Roots: the stack from Sp to its base (frames and slots, see closure.h),
 * the registered root pointers (storage_push_root), and the updated CAFs.
 *
 * Invariant: between storage_reserve(n) and the allocation of those n
 * words nothing may collect, so callers may hold raw pointers there.
 */
#ifndef LAZYRTS_STORAGE_H
#define LAZYRTS_STORAGE_H

#include <stdbool.h>
#include <stddef.h>
#include "../includes/closure.h"

typedef struct StorageStats {
    uint64_t allocated_words;      /* allocated before the last collection
                                      (storage_allocated_words() is current) */
    uint64_t copied_words;         /* copied by collections */
    uint64_t collections;
    uint64_t max_live_words;       /* largest live size after a collection */
    uint64_t max_heap_words;       /* largest heap (one space) */
    double gc_seconds;             /* CPU time in the collector */
    double gc_elapsed;             /* wall time in the collector */
    double max_pause;
} StorageStats;

/* The allocation pointer and limit; the evaluator caches them. */
extern Word *Hp, *HpLim;
/* End of the space the last storage_reserve paid for: allocations below
   it never collect, not even in torture mode. */
extern Word *storage_reserved_end;
extern StorageStats storage_stats;
/* GC torture: collect at every allocation (LAZYRTS_GC_TORTURE=1). */
extern bool storage_torture;

/* The stack: [stack_limit, stack_base); Sp is the evaluator's. */
extern Word *stack_limit, *stack_base;
extern Word **storage_sp_ref;      /* where the evaluator keeps Sp */

void storage_init(size_t alloc_area_bytes, size_t max_heap_bytes,
                  size_t max_stack_bytes);
void storage_exit(void);

/* Makes sure `words` can be allocated without a collection; may collect. */
void storage_reserve(size_t words);

/* Allocates `words` words (header included), collecting if needed.  The
   caller fills the object in before the next allocation. */
static inline Closure *storage_alloc(size_t words)
{
    if ((size_t)(HpLim - Hp) < words ||
        (storage_torture && Hp + words > storage_reserved_end))
        storage_reserve(words);
    Closure *c = (Closure *)Hp;
    Hp += words;
    return c;
}

/* Collects now, leaving room for `need` words. */
void storage_collect(size_t need);

/* Words in use in the heap now (right after a collection: the live data). */
size_t storage_used_words(void);

/* Words allocated so far (whole objects). */
uint64_t storage_allocated_words(void);

/* Extra roots: the collector updates *slot.  Pushes and pops nest. */
void storage_push_root(Closure **slot);
void storage_pop_roots(int n);

/* A CAF has been updated: it now refers into the heap. */
void storage_add_caf(Closure *caf);

bool storage_in_heap(const void *p);

/* Heap exhaustion reporting: set by the runtime (program name). */
extern const char *storage_prog_name;

#endif
