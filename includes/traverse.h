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
 *
 * Invariants
 *  - No collection and no evaluation runs during a traversal: pointers
 *    are stable and objects are whole.
 *  - Pointer fields are those the collector follows (closure.h): the
 *    first `ptrs` payload words, a PAP's function and arguments; a
 *    BLACKHOLE's payload is not followed.  Null fields are skipped.
 *  - Each object is visited exactly once; revisit is called once per
 *    extra edge that reaches it (a self-loop included).
 */
#ifndef LAZYRTS_TRAVERSE_H
#define LAZYRTS_TRAVERSE_H

#include <stdbool.h>
#include <stddef.h>

#include "closure.h"

/* The largest datum an edge carries (bytes). */
#define TRAVERSE_MAX_DATA 16

typedef struct Traversal {
    /* Callbacks (see the Note); `data` is the edge's datum, `child` where
       the datum of the object's children is written (initially a copy of
       `data`).  visit returns false to not descend into `c`. */
    bool (*visit)(Closure *c, const void *data, void *child, void *env);
    bool (*revisit)(Closure *c, const void *data, void *child, void *env);
    void *env;
    size_t data_size;                 /* <= TRAVERSE_MAX_DATA */
    /* The spaces the bitmap covers (objects elsewhere go to a pointer set). */
    const HeapSpace *spaces;
    int nspaces;
    /* Filled by traverse_run: statistics. */
    size_t visits;                    /* visit calls */
    size_t revisits;                  /* revisit calls */
    size_t max_stack;                 /* deepest work stack, in entries */
} Traversal;

/* Traverses from roots[0..nroots-1] (NULL roots are skipped), every root
   reached with the datum `root_data` (data_size bytes).  Returns false
   when memory ran out (a message is printed; the traversal is partial). */
bool traverse_run(Traversal *t, Closure *const *roots, size_t nroots,
                  const void *root_data);

#endif /* LAZYRTS_TRAVERSE_H */
