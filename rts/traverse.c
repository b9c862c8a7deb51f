/*
 * traverse.c -- the generic heap traversal.  See Note [One heap traversal]
 * in includes/traverse.h.
 */
#include "../includes/traverse.h"

#include "../includes/ptrmap.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ marks */

typedef struct Marks {
    const HeapSpace *spaces;
    int nspaces;
    uint8_t **bits;            /* one bitmap per space, a bit per word */
    PtrMap others;             /* objects outside them: marked -> itself */
} Marks;

/* Marks c; false when it was marked already. */
static bool mark(Marks *m, const Closure *c)
{
    const Word *w = (const Word *)c;
    for (int s = 0; s < m->nspaces; s++) {
        if (w < m->spaces[s].start || w >= m->spaces[s].end)
            continue;
        size_t bit = (size_t)(w - m->spaces[s].start);
        uint8_t mask = (uint8_t)(1u << (bit & 7));
        if (m->bits[s][bit >> 3] & mask)
            return false;
        m->bits[s][bit >> 3] |= mask;
        return true;
    }
    if (ptrmap_get(&m->others, c))
        return false;
    static char marked;
    ptrmap_put(&m->others, c, &marked);
    return true;
}

static bool marks_init(Marks *m, const HeapSpace *spaces, int nspaces)
{
    memset(m, 0, sizeof *m);
    m->spaces = spaces;
    m->nspaces = nspaces;
    m->bits = calloc(nspaces > 0 ? (size_t)nspaces : 1, sizeof *m->bits);
    if (!m->bits)
        return false;
    for (int s = 0; s < nspaces; s++) {
        size_t words = (size_t)(spaces[s].end - spaces[s].start);
        m->bits[s] = calloc(words / 8 + 1, 1);
        if (!m->bits[s])
            return false;
    }
    return true;
}

static void marks_free(Marks *m)
{
    if (m->bits)
        for (int s = 0; s < m->nspaces; s++)
            free(m->bits[s]);
    free(m->bits);
    ptrmap_free(&m->others);
}

/* ------------------------------------------------------ the work stack */

bool traverse_work_grow(TraverseWork *w)
{
    size_t cap = w->cap ? 2 * w->cap : 1024;
    TraverseEntry *grown = realloc(w->items, cap * sizeof *grown);
    if (!grown)
        return false;
    w->items = grown;
    w->cap = cap;
    return true;
}

void traverse_work_free(TraverseWork *w)
{
    free(w->items);
    *w = (TraverseWork){0};
}

/* ---------------------------------------------------------- traversal */

/* The generic instance of traverse_loop: the callbacks, and marks in a
   bitmap. */
typedef struct Generic {
    Traversal *t;
    Marks marks;
} Generic;

static bool reach(Closure *c, TraverseDatum d, TraverseDatum *child, void *env)
{
    Generic *g = env;
    Traversal *t = g->t;
    if (mark(&g->marks, c)) {
        t->visits++;
        return !t->visit || t->visit(c, d, child, t->env);
    }
    t->revisits++;
    return t->revisit && t->revisit(c, d, child, t->env);
}

bool traverse_run(Traversal *t, Closure *const *roots, size_t nroots,
                  TraverseDatum root)
{
    t->visits = t->revisits = t->max_stack = 0;
    Generic g = {t, {0}};
    TraverseWork w = {0};
    bool ok = marks_init(&g.marks, t->spaces, t->nspaces) &&
              traverse_loop(&w, roots, nroots, root, reach, &g);
    if (!ok)
        fputs("lazyrts: out of memory in a heap traversal\n", stderr);
    t->max_stack = w.max;
    marks_free(&g.marks);
    traverse_work_free(&w);
    return ok;
}
