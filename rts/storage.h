/*
 * storage.h -- the heap: bump allocation and a two-generation copying
 * collector.
 *
 * New objects are allocated by bumping `Hp` through the nursery (the -A
 * allocation area).  When it is full, a minor collection copies the
 * nursery's live objects into the old generation (Cheney's algorithm, the
 * old generation's free space being to-space), and the nursery starts
 * again empty.  When the old generation could not take another nursery,
 * a major collection copies everything live into a fresh old generation
 * sized to about twice the live data; censuses follow major collections,
 * as in GHC.  Live data above -M stop the program with GHC's "Heap
 * exhausted" message.
 *
 * Invariants
 *  - Both spaces are linearly walkable (closure.h): objects are copied
 *    whole, one after the other.
 *  - The only pointers from the old generation into the nursery are made
 *    by updates of objects that were already old: every such update calls
 *    storage_record_update(), which puts the object on the remembered set
 *    that the next minor collection treats as roots.  (New objects are
 *    born in the nursery; pointers written while an object is built are
 *    not updates.)
 *  - Roots: the stack from Sp to its base (frames and slots, closure.h;
 *    the slots a waiting activation no longer reads are not roots, and
 *    are overwritten with a static closure: Note [Slot liveness] in
 *    compiler/liveness.c), the registered root pointers
 *    (storage_push_root), and, for a minor collection, the updated CAFs
 *    and the remembered set.  A major collection keeps an updated CAF
 *    only while live code or data can still reach it (Note [CAF
 *    liveness]); it reverts the others to unevaluated CAFs.
 *  - Between storage_reserve(n) and the allocation of those n words
 *    nothing collects, so callers may hold raw pointers there (torture
 *    mode included: see storage_reserved_end).
 */
#ifndef LAZYRTS_STORAGE_H
#define LAZYRTS_STORAGE_H

#include <stdbool.h>
#include <stddef.h>
#include "../includes/closure.h"

typedef struct StorageStats {
    uint64_t allocated_words;      /* allocated before the last collection
                                      (storage_allocated_words() is current) */
    uint64_t copied_words;         /* copied by all collections */
    uint64_t minor_collections;    /* generation 0 */
    uint64_t major_collections;    /* generation 1 */
    uint64_t max_live_words;       /* largest live data after a major one,
                                      the stack in use included (as GHC's,
                                      whose stacks are heap objects) */
    uint64_t cumulative_live_words;/* sum of live data over major ones */
    uint64_t max_heap_words;       /* largest nursery + old generation */
    double gc_seconds[2];          /* CPU time, minor and major */
    double gc_elapsed[2];          /* wall time, minor and major */
    double max_pause[2];           /* longest pause, minor and major */
} StorageStats;

/* The allocation pointer and limit (in the nursery). */
extern Word *Hp, *HpLim;
/* End of the space the last storage_reserve paid for: allocations below
   it never collect, not even in torture mode. */
extern Word *storage_reserved_end;
extern StorageStats storage_stats;
/* GC torture: collect at every allocation (LAZYRTS_GC_TORTURE=1); the
   collection is a minor one unless the old generation is full, or always
   a major one with LAZYRTS_GC_TORTURE=major (read by storage_init). */
extern bool storage_torture;
/* The old generation (for the write barrier). */
extern Word *storage_old_start, *storage_old_end;

/* The stack: [stack_limit, stack_base); Sp is the evaluator's.  Every
   check of the evaluator keeps STORAGE_STACK_RED_ZONE words free below
   it, for the small pushes that are not checked one by one (frames, a
   few arguments); storage_init maps them beyond the stack it is asked
   for, which the program can fill whole. */
#define STORAGE_STACK_RED_ZONE 64
extern Word *stack_limit, *stack_base;
extern Word **storage_sp_ref;      /* where the evaluator keeps Sp */
/* The frame pointer of the activation running when a collection happens,
   or NULL.  It may have pushed case frames below its own slots and still
   write those slots, so the stack watermark never goes below it. */
extern Word *storage_active_fp;
/* Where that activation's code is (an instruction of it, or just past
   its last one), or NULL: a major collection keeps the CAFs it can reach
   (Note [CAF liveness] in storage.c). */
extern const Word *storage_active_pc;
/* Set by the evaluator's SAVE_RUNNING: the activation at storage_active_fp
   is the topmost one and is running at storage_active_pc, a place that
   compiler/liveness.c describes (Note [Slots born dead] there).  Clear
   after a plain SAVE: the activation at storage_active_fp may then be
   gone or waiting, and only its case frames describe it.  A primitive
   runs with it set, at its return point, so a collection inside one (the
   list walk's steps: Note [The list walk steps enumerations] in
   rts/prim_walk.c) drops the activation's slots dead there. */
extern bool storage_active_running;

/* A walk up the stack from a stack pointer that tells frames from slots
   by the descriptions of the activations it passes (Note [Slots born
   dead] in compiler/liveness.c): a slot that is not written yet may hold
   anything, a frame's info word included, and is dead wherever a walk
   can see it.  Dead slots passed are overwritten with dummy_closure.
   The running activation (storage_active_running) is described by
   storage_active_fp and storage_active_pc. */
typedef struct StackWalk {
    Word *p;                   /* the next word to look at */
    Word *fp;                  /* the activation being passed, or NULL */
    Word *lo, *hi;             /* its slots, arguments included */
    bool keep_all;             /* no description: every slot is live */
    Word *bits;                /* union of its live slots, nslots bits */
    size_t nbits_words, cap;
} StackWalk;
void stack_walk_begin(StackWalk *w, Word *sp);
/* The next frame at or above w->p (w->p then moves past it), or NULL at
   the base of the stack. */
Word *stack_walk_next_frame(StackWalk *w);
void stack_walk_end(StackWalk *w);

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

/* The write barrier: `c` has just been updated to point at something
   that may be young. */
void storage_remember(Closure *c);
static inline void storage_record_update(Closure *c)
{
    if ((Word *)c >= storage_old_start && (Word *)c < storage_old_end)
        storage_remember(c);
}

/* The evaluator returned (or an exception unwound) through the marked
   frame at `frame`: the activation above it may run and change its slots,
   so the mark moves up to the next frame. */
void storage_frame_popped(Word *frame);

/* A major collection now (everything live is copied), leaving room for
   `need` words. */
void storage_collect(size_t need);

/* Words in use in the heap now (right after storage_collect: the live
   data). */
size_t storage_used_words(void);

/* Words allocated so far (whole objects). */
uint64_t storage_allocated_words(void);

/* Extra roots: the collector updates *slot.  Pushes and pops nest. */
void storage_push_root(Closure **slot);
void storage_pop_roots(int n);

/* A CAF has been updated: it now refers into the heap. */
void storage_add_caf(Closure *caf);

bool storage_in_heap(const void *p);

/* True while a collection runs (profiling modules must not start one). */
extern bool storage_collecting;

/* The heap as address ranges of whole objects, walkable with
   closure_size(): the old generation, the survivor space and the
   nursery's allocated part.  Right after a major collection only the
   first is non-empty and holds exactly the live objects.  Returns the
   number of ranges stored (at most STORAGE_MAX_SPACES). */
#define STORAGE_MAX_SPACES 3
int storage_heap_spaces(HeapSpace out[STORAGE_MAX_SPACES]);

/* Calls fn(c, env) for every root of a major collection (storage.h's
   invariants), in a fixed order: each closure pointer on the stack from
   Sp to its base (slots, the thunks of update frames, the arguments of
   apply frames, catch frames' handlers and actions), the registered
   roots, and the static closures of the CAFs kept.  Right after a major
   collection this reaches exactly the live heap.  NULL pointers are
   passed too. */
void storage_each_root(void (*fn)(Closure *c, void *env), void *env);

/* Heap exhaustion reporting: set by the runtime (program name). */
extern const char *storage_prog_name;

#endif
