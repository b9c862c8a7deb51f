/*
 * traverse.h -- one generic traversal of the heap graph, for the analyses
 * that need more than a linear walk (retainer profiling first; issue 11).
 *
 * Note [One heap traversal]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~
 * A traversal visits every object reachable from a set of roots, depth
 * first, with an explicit work stack on the C heap: never C recursion, so
 * a list of ten million cells or a tree ten million deep costs memory in
 * proportion, not C stack.  An analysis is two callbacks and a fixed-size
 * datum that flows along the edges (a retainer profiler's "current
 * retainer"):
 *
 *   visit    called the first time an object is reached, with the datum
 *            of the edge that reached it; it writes the datum its children
 *            are reached with, and may stop the descent (a retainer is
 *            where a new retainer starts; a leaf needs no descent);
 *   revisit  called every later time an object is reached (sharing,
 *            cycles); returning true descends into it again (the object's
 *            result changed, e.g. its retainer set grew), false stops.
 *
 * Per-object state lives outside the objects: a mark bitmap over the
 * spaces the caller names (one bit per word), and a pointer set for the
 * objects outside them (static closures).  Objects are never written, so
 * the evaluator's hot path and the object layout pay nothing.
 * Invariants
 *  - No collection and no evaluation runs during a traversal: pointers
 *    are stable and objects are whole.
 *  - Pointer fields are those the collector follows (closure.h): the
 *    first `ptrs` payload words, a PAP's function and arguments; a
 *    BLACKHOLE's payload is not followed.  Null fields are skipped.
 *  - Each object is visited exactly once; revisit is called once per
 *    extra edge that reaches it (a self-loop included).
 *
 * Note [The traversal loop, inlined]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The walk itself -- the work stack, the pointer fields, the order -- is
 * one function, traverse_loop() below, and every traversal is an
 * instance of it.  It is always inlined, and takes the per-edge step as a
 * function: called through a pointer it is the generic traversal above
 * (traverse_run, callbacks and a bitmap); given a static inline function
 * it becomes a loop with the analysis compiled into it, no call per
 * object.  The retainer census is such an instance, marking in the
 * profiling header as GHC does (retainer/retainer.c): on ten million
 * list cells the callbacks and the bitmap cost more than the walk.
 *   reach(c, d, &child, env)  an edge (or a root) reaches c with datum d;
 *                             true: descend into c's pointer fields,
 *                             each reached with `child` (initially d).
 * The order is depth first, fields left to right.  An object of one
 * field is followed without touching the stack; an object of more takes
 * one entry, dropped when its last field is taken, so a list costs one
 * entry whatever its length and a tree its depth.  (Reaching the leaf
 * fields first -- an Int, a nullary constructor -- would spare the entry
 * of a left-deep chain of thunks, a lazy accumulator's, but costs a
 * dependent load per object before the descent: a list of ten million
 * Ints took twice as long.  Measure before trying it again.)
 */
#ifndef LAZYRTS_TRAVERSE_H
#define LAZYRTS_TRAVERSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "closure.h"

/* The datum an edge carries. */
typedef uintptr_t TraverseDatum;

/* ----------------------------------------------------- the work stack */

/* An object whose fields are being taken: the next field's index, how
   many it has, and the datum they are reached with. */
typedef struct TraverseEntry {
    Closure *c;
    uint32_t next, count;
    TraverseDatum datum;
} TraverseEntry;

typedef struct TraverseWork {
    TraverseEntry *items;
    size_t n, cap;
    size_t max;                       /* deepest, in entries */
} TraverseWork;

/* Makes room for one more entry (doubling); false: out of memory. */
bool traverse_work_grow(TraverseWork *w);
void traverse_work_free(TraverseWork *w);

/* ------------------------------------------------------ pointer fields */

/* The pointer fields of c, as the collector follows them. */
static inline size_t traverse_fields(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_PAP: return 1 + (size_t)PAP_NARGS(c);
    case CT_BLACKHOLE: case CT_BIGINT: return 0;
    default: return c->info->ptrs;
    }
}

static inline Closure *traverse_field(const Closure *c, size_t i)
{
    if (closure_type(c) == CT_PAP)
        return i == 0 ? PAP_FN(c) : PAP_ARG(c, i - 1);
    return closure_ptr(c, i);
}

/* ------------------------------------------------------------ the loop */

/* Note [The traversal loop, inlined]. */
typedef bool TraverseReach(Closure *c, TraverseDatum d, TraverseDatum *child,
                           void *env);

/* Traverses from roots[0..nroots-1] (NULL roots and fields are skipped),
   every root reached with `root`.  false: out of memory (the traversal
   is partial).  `w` is empty on return; its memory is the caller's. */
static inline __attribute__((always_inline)) bool
traverse_loop(TraverseWork *w, Closure *const *roots, size_t nroots,
              TraverseDatum root, TraverseReach *reach, void *env)
{
    for (size_t r = 0; r < nroots; r++) {
        Closure *c = roots[r];
        TraverseDatum d = root;
        for (;;) {
            TraverseDatum child = d;
            if (c && reach(c, d, &child, env)) {
                size_t n = traverse_fields(c);
                if (n > 1) {
                    if (w->n == w->cap && !traverse_work_grow(w)) {
                        w->n = 0;
                        return false;
                    }
                    w->items[w->n++] = (TraverseEntry){c, 1, (uint32_t)n, child};
                    if (w->n > w->max)
                        w->max = w->n;
                }
                if (n > 0) {
                    c = traverse_field(c, 0);
                    d = child;
                    continue;
                }
            }
            if (w->n == 0)
                break;
            TraverseEntry *e = &w->items[w->n - 1];
            c = traverse_field(e->c, e->next);
            d = e->datum;
            if (++e->next == e->count)
                w->n--;
        }
    }
    return true;
}

/* ----------------------------------------------- the generic traversal */

typedef struct Traversal {
    /* Callbacks (see the Note); `data` is the edge's datum, `*child` the
       datum of the object's children (initially `data`).  visit returns
       false to not descend into `c`. */
    bool (*visit)(Closure *c, TraverseDatum data, TraverseDatum *child,
                  void *env);
    bool (*revisit)(Closure *c, TraverseDatum data, TraverseDatum *child,
                    void *env);
    void *env;
    /* The spaces the bitmap covers (objects elsewhere go to a pointer set). */
    const HeapSpace *spaces;
    int nspaces;
    /* Filled by traverse_run: statistics. */
    size_t visits;                    /* visit calls */
    size_t revisits;                  /* revisit calls */
    size_t max_stack;                 /* deepest work stack, in entries */
} Traversal;

/* Traverses from roots[0..nroots-1] (NULL roots are skipped), every root
   reached with the datum `root`.  Returns false when memory ran out (a
   message is printed; the traversal is partial). */
bool traverse_run(Traversal *t, Closure *const *roots, size_t nroots,
                  TraverseDatum root);

#endif /* LAZYRTS_TRAVERSE_H */
