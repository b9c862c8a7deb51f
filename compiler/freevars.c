/*
 * freevars.c -- the free variables of closures, each computed once.  See
 * freevars.h.
 *
 * Note [Free variables of nested closures]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The code generator asks for the free variables of every closure it
 * builds, and closures nest: the thunk for the tail of `f $ g $ h $ ...`
 * contains the next one, each lambda of `\a -> \b -> ...` the next.
 * Walking each closure's whole body anew costs the square of the nesting
 * (100,000 nested thunks: five billion steps).  Instead a closure's walk
 * stops at the nodes that are closures in turn (stop nodes: lambdas, and
 * applications, lets, cases and primitives in argument or binding
 * positions, which the code generator suspends in thunks) and takes their
 * remembered free variables, minus the variables its own part binds.
 * Every node is then walked once for the closure that directly contains
 * it, and every list of free variables is read once more by its parent:
 * linear in the program plus the size of the closures' payloads.
 *
 * Binders are unique (core.h), so "bound in this closure's own part" is a
 * mark per variable: a closure's walk first computes the lists of the stop
 * nodes inside it (their walks mark binders too), then marks its own
 * binders, then collects.  Each walk has its own stamp, so the marks of
 * nested walks never need clearing.
 */
#include "freevars.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cstack.h"

typedef struct Memo {
    const CoreExpr *key;      /* NULL: an empty entry */
    const CoreVar **items;
    int n;
} Memo;

static struct {
    Memo *table;
    size_t cap, used;
    Arena *arena;             /* the remembered lists */
    unsigned *bound, *seen;   /* per CoreVar id: the stamp of a walk */
    int nmarks;
    unsigned stamp;
} fv;

static _Noreturn void out_of_memory(void)
{
    fprintf(stderr, "lazyrun: out of memory while loading the program\n");
    exit(1);
}

static void ensure_marks(int id)
{
    if (id < fv.nmarks)
        return;
    int n = fv.nmarks ? fv.nmarks : 1024;
    while (n <= id)
        n *= 2;
    unsigned *b = realloc(fv.bound, sizeof *b * (size_t)n);
    if (!b)
        out_of_memory();
    fv.bound = b;
    unsigned *s = realloc(fv.seen, sizeof *s * (size_t)n);
    if (!s)
        out_of_memory();
    fv.seen = s;
    memset(fv.bound + fv.nmarks, 0, sizeof *b * (size_t)(n - fv.nmarks));
    memset(fv.seen + fv.nmarks, 0, sizeof *s * (size_t)(n - fv.nmarks));
    fv.nmarks = n;
}

/* ------------------------------------------------------------- the memo */

static size_t slot_of(const CoreExpr *e, size_t cap)
{
    uintptr_t h = (uintptr_t)e >> 4;
    return (size_t)(h * (uintptr_t)0x9E3779B97F4A7C15u) & (cap - 1);
}

static Memo *memo_find(const CoreExpr *e)
{
    if (fv.cap == 0)
        return NULL;
    for (size_t i = slot_of(e, fv.cap);; i = (i + 1) & (fv.cap - 1)) {
        if (fv.table[i].key == e)
            return &fv.table[i];
        if (!fv.table[i].key)
            return NULL;
    }
}

static void memo_grow(void)
{
    size_t cap = fv.cap ? 2 * fv.cap : 1024;
    Memo *t = calloc(cap, sizeof *t);
    if (!t)
        out_of_memory();
    for (size_t i = 0; i < fv.cap; i++) {
        if (!fv.table[i].key)
            continue;
        size_t j = slot_of(fv.table[i].key, cap);
        while (t[j].key)
            j = (j + 1) & (cap - 1);
        t[j] = fv.table[i];
    }
    free(fv.table);
    fv.table = t;
    fv.cap = cap;
}

static const Memo *memo_add(const CoreExpr *e, const FreeVarList *l)
{
    if (2 * (fv.used + 1) > fv.cap)
        memo_grow();
    if (!fv.arena)
        fv.arena = arena_new();
    size_t i = slot_of(e, fv.cap);
    while (fv.table[i].key)
        i = (i + 1) & (fv.cap - 1);
    Memo *m = &fv.table[i];
    m->key = e;
    m->n = l->n;
    m->items = ARENA_ARRAY(fv.arena, const CoreVar *, l->n ? l->n : 1);
    if (l->n)
        memcpy(m->items, l->items, sizeof *m->items * (size_t)l->n);
    fv.used++;
    return m;
}

/* --------------------------------------------------------------- walks */

static const Memo *memo_get(const CoreExpr *e);

/* Is `e` (not the root of the walk) a closure of its own? `arg`: it is an
   argument or a binding's right-hand side. */
static bool is_stop(const CoreExpr *e, bool arg)
{
    switch (e->kind) {
    case CE_LAM:
        return true;
    case CE_APP: case CE_LET: case CE_CASE: case CE_PRIM:
        return arg;
    default:
        return false;
    }
}

static void mark(const CoreVar *v, unsigned stamp)
{
    if (!v)
        return;
    ensure_marks(v->id);
    fv.bound[v->id] = stamp;
}

/* The walk's own part: the nodes of the root not inside its stop nodes.
   `visit` is called on each, and `stop` on each stop node. */
typedef struct Part {
    void (*visit)(const CoreExpr *e, unsigned stamp);
    void (*stop)(const CoreExpr *e);
    unsigned stamp;
} Part;

static void own_part(const Part *p, const CoreExpr *e, bool arg, bool root)
{
    if (!e)
        return;
    cstack_check(e->span);
    if (!root && is_stop(e, arg)) {
        if (p->stop)
            p->stop(e);
        return;
    }
    if (p->visit)
        p->visit(e, p->stamp);
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: case CE_LIT:
        break;
    case CE_APP:
        own_part(p, e->fn, false, false);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            own_part(p, e->args[i], true, false);
        break;
    case CE_LAM:
        own_part(p, e->body, false, false);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            own_part(p, e->binds[i].expr, true, false);
        own_part(p, e->body, false, false);
        break;
    case CE_CASE:
        own_part(p, e->scrut, false, false);
        for (int i = 0; i < e->nalts; i++)
            own_part(p, e->alts[i].body, false, false);
        break;
    case CE_SCC: case CE_ANNOT:
        own_part(p, e->body, arg, false);
        break;
    }
}

static void compute_stop(const CoreExpr *e)
{
    memo_get(e);
}

static void mark_binders(const CoreExpr *e, unsigned stamp)
{
    switch (e->kind) {
    case CE_LAM:
        for (int i = 0; i < e->nparams; i++)
            mark(e->params[i], stamp);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            mark(e->binds[i].var, stamp);
        break;
    case CE_CASE:
        mark(e->binder, stamp);
        for (int i = 0; i < e->nalts; i++) {
            const CoreAlt *a = &e->alts[i];
            if (a->kind == ALT_CON)
                for (int j = 0; j < a->con->arity; j++)
                    mark(a->vars[j], stamp);
        }
        break;
    default:
        break;
    }
}

static void push(FreeVarList *out, const CoreVar *v)
{
    if (out->n == out->cap) {
        out->cap = out->cap ? 2 * out->cap : 8;
        const CoreVar **items = realloc(out->items, sizeof *items * (size_t)out->cap);
        if (!items)
            out_of_memory();
        out->items = items;
    }
    out->items[out->n++] = v;
}

static void note_use(const CoreVar *v, unsigned stamp, FreeVarList *out)
{
    ensure_marks(v->id);
    if (fv.bound[v->id] != stamp && fv.seen[v->id] != stamp) {
        fv.seen[v->id] = stamp;
        push(out, v);
    }
}

/* Collects the free variables in the order of their first occurrence. */
static void collect(const CoreExpr *e, bool arg, bool root, unsigned stamp,
                    FreeVarList *out)
{
    if (!e)
        return;
    cstack_check(e->span);
    if (!root && is_stop(e, arg)) {
        const Memo *m = memo_find(e);
        for (int i = 0; i < m->n; i++)
            note_use(m->items[i], stamp, out);
        return;
    }
    switch (e->kind) {
    case CE_VAR:
        note_use(e->var, stamp, out);
        break;
    case CE_GLOBAL: case CE_LIT:
        break;
    case CE_APP:
        collect(e->fn, false, false, stamp, out);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            collect(e->args[i], true, false, stamp, out);
        break;
    case CE_LAM:
        collect(e->body, false, false, stamp, out);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            collect(e->binds[i].expr, true, false, stamp, out);
        collect(e->body, false, false, stamp, out);
        break;
    case CE_CASE:
        collect(e->scrut, false, false, stamp, out);
        for (int i = 0; i < e->nalts; i++)
            collect(e->alts[i].body, false, false, stamp, out);
        break;
    case CE_SCC: case CE_ANNOT:
        collect(e->body, arg, false, stamp, out);
        break;
    }
}

static FreeVarList walk(const CoreExpr *e, CoreVar *const *params, int nparams)
{
    /* the stop nodes' lists first: their walks mark binders too */
    own_part(&(Part){NULL, compute_stop, 0}, e, false, true);
    unsigned stamp = ++fv.stamp;
    for (int i = 0; i < nparams; i++)
        mark(params[i], stamp);
    own_part(&(Part){mark_binders, NULL, stamp}, e, false, true);
    FreeVarList out = {0};
    collect(e, false, true, stamp, &out);
    return out;
}

static const Memo *memo_get(const CoreExpr *e)
{
    const Memo *m = memo_find(e);
    if (m)
        return m;
    FreeVarList l = walk(e, NULL, 0);
    m = memo_add(e, &l);
    free(l.items);
    return m;
}

/* ------------------------------------------------------------- the API */

FreeVarList freevars_of(const CoreExpr *e, CoreVar *const *params, int nparams)
{
    if (nparams > 0)
        return walk(e, params, nparams);
    const Memo *m = memo_get(e);
    FreeVarList out = {0};
    out.cap = out.n = m->n;
    out.items = malloc(sizeof *out.items * (size_t)(m->n ? m->n : 1));
    if (!out.items)
        out_of_memory();
    if (m->n)
        memcpy(out.items, m->items, sizeof *out.items * (size_t)m->n);
    return out;
}

void freevars_reset(void)
{
    free(fv.table);
    free(fv.bound);
    free(fv.seen);
    if (fv.arena)
        arena_free(fv.arena);
    memset(&fv, 0, sizeof fv);
}
