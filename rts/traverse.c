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

/* ------------------------------------------------------ pointer fields */

/* The number of pointer fields of c, as the collector follows them. */
static size_t field_count(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_PAP: return 1 + (size_t)PAP_NARGS(c);
    case CT_BLACKHOLE: case CT_BIGINT: return 0;
    default: return c->info->ptrs;
    }
}

static Closure *field(const Closure *c, size_t i)
{
    if (closure_type(c) == CT_PAP)
        return i == 0 ? PAP_FN(c) : PAP_ARG(c, i - 1);
    return closure_ptr(c, i);
}

/* --------------------------------------------------------- the stack */

/* An object whose children are being reached, the next child's index,
   and the datum they are reached with. */
typedef struct Entry {
    Closure *c;
    size_t next, count;
    unsigned char data[TRAVERSE_MAX_DATA];
} Entry;

typedef struct Work {
    Entry *entries;
    size_t n, cap;
} Work;

/* Data are copied whole (TRAVERSE_MAX_DATA bytes, a constant: two
   moves, not a call), whatever the datum's size. */
static bool push(Work *w, Closure *c, size_t count, const unsigned char *data)
{
    if (w->n == w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 1024;
        Entry *grown = realloc(w->entries, cap * sizeof *grown);
        if (!grown)
            return false;
        w->entries = grown;
        w->cap = cap;
    }
    Entry *e = &w->entries[w->n++];
    e->c = c;
    e->next = 0;
    e->count = count;
    memcpy(e->data, data, TRAVERSE_MAX_DATA);
    return true;
}

/* ---------------------------------------------------------- traversal */

/* An edge reaches c with `data`: visit or revisit it, and push it when
   its children are to be reached.  false: out of memory. */
static bool reach(Traversal *t, Marks *m, Work *w, Closure *c,
                  const unsigned char *data)
{
    if (!c)
        return true;
    unsigned char child[TRAVERSE_MAX_DATA];
    memcpy(child, data, TRAVERSE_MAX_DATA);
    if (mark(m, c)) {
        t->visits++;
        if (t->visit && !t->visit(c, data, child, t->env))
            return true;
    } else {
        t->revisits++;
        if (!t->revisit || !t->revisit(c, data, child, t->env))
            return true;
    }
    size_t count = field_count(c);
    if (count == 0)
        return true;
    if (!push(w, c, count, child))
        return false;
    if (w->n > t->max_stack)
        t->max_stack = w->n;
    return true;
}

bool traverse_run(Traversal *t, Closure *const *roots, size_t nroots,
                  const void *root_data)
{
    t->visits = t->revisits = t->max_stack = 0;
    if (t->data_size > TRAVERSE_MAX_DATA)
        t->data_size = TRAVERSE_MAX_DATA;
    Marks m;
    Work w = {0};
    bool ok = marks_init(&m, t->spaces, t->nspaces);
    unsigned char data[TRAVERSE_MAX_DATA], root[TRAVERSE_MAX_DATA] = {0};
    memcpy(root, root_data, t->data_size);
    for (size_t r = 0; ok && r < nroots; r++) {
        ok = reach(t, &m, &w, roots[r], root);
        while (ok && w.n > 0) {
            Entry *e = &w.entries[w.n - 1];
            Closure *child = field(e->c, e->next++);
            memcpy(data, e->data, TRAVERSE_MAX_DATA);
            /* the last child replaces its parent's entry: a list costs
               one entry, whatever its length */
            if (e->next == e->count)
                w.n--;
            ok = reach(t, &m, &w, child, data);
        }
    }
    if (!ok)
        fputs("lazyrts: out of memory in a heap traversal\n", stderr);
    marks_free(&m);
    free(w.entries);
    return ok;
}
