/*
 * specialise.c -- dictionary simplification after type checking (see
 * specialise.h for what it does and in which ways).
 *
 * Note [Known dictionaries]
 * A dictionary is known when it is an instance's dfun without context,
 * or a dfun applied to as many dictionaries as its context has.  A
 * method selector applied to a known dictionary becomes the instance's
 * method (applied to the context's dictionaries), or the class default
 * applied to the dictionary; a superclass selector becomes the
 * superclass instance's dictionary when its context can be read off the
 * known one's.  Rewriting is bottom-up and repeated at a node until
 * nothing applies, so `(>=) ($p1Ord $fOrdInt)`-style chains collapse.
 * A global that merely names another (an instance method `(+) = plusInt`,
 * a CAF alias, a library method `sum = Base.sum` passing its
 * dictionaries on) is replaced by the one it names.
 *
 * Note [Specialisation]
 * A dictionary argument is closed when it is a known dictionary whose
 * context arguments are closed (nesting is bounded by MAX_DICT_DEPTH).
 * A call `f d1 .. dk a ..` of a global whose first k parameters are
 * dictionaries (CoreVar.dict) with every di closed calls f's copy for
 * (d1 .. dk) instead, made once per key (the dfun ids of the
 * dictionaries): the copy's body is f's with the dictionaries
 * substituted and fresh binders, then simplified like any other body,
 * which is where its own calls get specialised -- a recursive call
 * passing f's own dictionaries finds the copy being made in the table.
 * Only functions are copied (value parameters remain, or the body is a
 * lambda), so no CAF appears that the program did not have; MAX_COPY_NODES
 * and COPY_BUDGET bound the code the pass may add.
 *
 * A local binding `let g = \$d1 .. $dk x .. -> e in b` whose every
 * occurrence in b applies it to the same closed dictionaries, and whose
 * occurrences in e pass its own dictionary parameters back, loses those
 * parameters: they become the dictionaries themselves.  This covers the
 * worker of `mandel cr ci = go 0 0 0 where go x y i = ...`, which let
 * generalisation makes overloaded in i although it is used at Int only.
 *
 * Note [Specialising a body only]
 * In the profiling and ticky ways a local binding some of whose uses pass
 * the dictionaries alone (`foldr (ins $fOrdInt) []`, `foldr carry z`)
 * cannot lose its parameters: the partial application is a closure that
 * captures the cost-centre stack where it is built, and the binding
 * without them could float to a static function that captures none
 * (specialise.h).  When every use still passes the same closed
 * dictionaries, only the body is specialised: the parameters stay, the
 * uses are as they were, and the body reads the known dictionaries
 * instead of its parameters, so that its method calls become the
 * instances' own bindings (`leInt`, then the primitive itself, inlined:
 * compiler/cg_expr.c).  Which closures exist, what they capture and which
 * cost centres count entries are unchanged; the selections from the
 * dictionary no longer run, nor allocate.  bench/spigot's `carry`, used
 * in the profiling way through `foldr carry`, called timesInt, plusInt,
 * divInt and modInt through its dictionary 2.6M times each: -27% of the
 * profiled run's instructions; sorting's insertion sort -8%, life -11%.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "arena.h"
#include "specialise.h"
#include "types.h"

enum {
    MAX_DICT_DEPTH = 4,        /* $fShow[] ($fShow(,) $fShowInt ..) */
    MAX_COPY_NODES = 4000,     /* larger bodies are not copied */
    COPY_BUDGET = 400000       /* nodes all copies together may add */
};

typedef struct SpecEntry {     /* one copy: f at the dictionaries `key` */
    CoreGlobal *orig;
    const char *key;
    CoreGlobal *copy;
    struct SpecEntry *next;
} SpecEntry;

/* What one run leaves to the next (CoreProgram.spec_memo): the copies
   made so far, what is left of the budget, and how many of the program's
   bindings have been simplified (Note [The library phase] in compile.c:
   the library's bindings, and their copies, are simplified once). */
typedef struct SpecMemo {
    SpecEntry **table; int table_cap;
    long budget;
    int done;
} SpecMemo;

typedef struct Sp {
    CoreProgram *p;
    Arena *a;
    bool specialise;           /* mode != SPEC_OFF */
    bool applied_only;         /* SPEC_APPLIED */
    SpecEntry **table; int table_cap;
    PtrVec added;              /* copies, in creation order */
    int next_id;               /* CoreGlobal ids for copies */
    long budget;
} Sp;

/* ========================================================= dictionaries */

static bool is_dfun(const CoreGlobal *g)
{
    return g->inst && g == g->inst->dfun;
}

/* A known dictionary: the instance and its context's dictionaries (NULL
   for an instance without context). */
static bool known_dict(const CoreExpr *d, InstInfo **in, CoreExpr ***ctx)
{
    if (d->kind == CE_GLOBAL && is_dfun(d->global) && d->global->inst->nctx == 0) {
        *in = d->global->inst;
        *ctx = NULL;
        return true;
    }
    if (d->kind == CE_APP && d->fn->kind == CE_GLOBAL && is_dfun(d->fn->global)
        && d->nargs == d->fn->global->inst->nctx) {
        *in = d->fn->global->inst;
        *ctx = d->args;
        return true;
    }
    return false;
}

static bool closed_dict(const CoreExpr *d, int depth)
{
    InstInfo *in;
    CoreExpr **ctx;
    if (depth > MAX_DICT_DEPTH || !known_dict(d, &in, &ctx))
        return false;
    for (int i = 0; ctx && i < in->nctx; i++)
        if (!closed_dict(ctx[i], depth + 1))
            return false;
    return true;
}

/* Appends the key of closed dictionary `d` ("12" or "12(7,7)"). */
static void dict_key(char *buf, size_t cap, size_t *len, const CoreExpr *d)
{
    InstInfo *in;
    CoreExpr **ctx;
    known_dict(d, &in, &ctx);
    int n = snprintf(buf + *len, cap - *len, "%d", in->dfun->id);
    *len = n < 0 || (size_t)n >= cap - *len ? cap - 1 : *len + (size_t)n;
    for (int i = 0; ctx && i < in->nctx; i++) {
        if (*len + 2 < cap)
            buf[(*len)++] = i == 0 ? '(' : ',';
        dict_key(buf, cap, len, ctx[i]);
    }
    if (ctx && in->nctx > 0 && *len + 2 < cap)
        buf[(*len)++] = ')';
    buf[*len] = '\0';
}

static const char *dicts_key(Sp *s, CoreExpr **ds, int n)
{
    char buf[512];
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i > 0 && len + 2 < sizeof buf)
            buf[len++] = ';';
        dict_key(buf, sizeof buf, &len, ds[i]);
    }
    return len + 1 >= sizeof buf ? NULL : arena_intern(s->a, buf);
}

/* ============================================================ copying */

typedef struct VarMap {        /* old binder -> new binder or expression */
    const CoreVar **from;
    CoreVar **to_var;
    CoreExpr **to_expr;
    int n, cap;
} VarMap;

static void map_add(VarMap *m, const CoreVar *from, CoreVar *v, CoreExpr *e)
{
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 32;
        m->from = realloc(m->from, sizeof *m->from * (size_t)m->cap);
        m->to_var = realloc(m->to_var, sizeof *m->to_var * (size_t)m->cap);
        m->to_expr = realloc(m->to_expr, sizeof *m->to_expr * (size_t)m->cap);
        if (!m->from || !m->to_var || !m->to_expr) {
            fputs("lazyrun: out of memory\n", stderr);
            exit(1);
        }
    }
    m->from[m->n] = from;
    m->to_var[m->n] = v;
    m->to_expr[m->n] = e;
    m->n++;
}

static int map_find(const VarMap *m, const CoreVar *v)
{
    for (int i = m->n - 1; i >= 0; i--)
        if (m->from[i] == v)
            return i;
    return -1;
}

static CoreVar *fresh(Sp *s, VarMap *m, CoreVar *v)
{
    if (!v)
        return NULL;
    CoreVar *n = ARENA_NEW(s->a, CoreVar);
    *n = *v;
    n->id = s->p->next_var++;
    n->slot = -1;
    map_add(m, v, n, NULL);
    return n;
}

static CoreVar **fresh_all(Sp *s, VarMap *m, CoreVar **vs, int n)
{
    if (!vs)
        return NULL;
    CoreVar **out = ARENA_ARRAY(s->a, CoreVar *, n + 1);
    for (int i = 0; i < n; i++)
        out[i] = fresh(s, m, vs[i]);
    return out;
}

static CoreExpr *copy(Sp *s, VarMap *m, const CoreExpr *e);

static CoreExpr **copy_all(Sp *s, VarMap *m, CoreExpr **es, int n)
{
    CoreExpr **out = ARENA_ARRAY(s->a, CoreExpr *, n + 1);
    for (int i = 0; i < n; i++)
        out[i] = copy(s, m, es[i]);
    return out;
}

/* A copy of `e` with fresh binders; free variables in the map are
   renamed or replaced by (copies of) their expressions. */
static CoreExpr *copy(Sp *s, VarMap *m, const CoreExpr *e)
{
    if (!e)
        return NULL;
    cstack_check(e->span);
    if (e->kind == CE_VAR && e->var) {
        int i = map_find(m, e->var);
        if (i >= 0 && m->to_expr[i])
            return copy(s, m, m->to_expr[i]);
    }
    CoreExpr *c = ARENA_NEW(s->a, CoreExpr);
    *c = *e;
    s->budget--;
    switch (e->kind) {
    case CE_VAR: {
        int i = e->var ? map_find(m, e->var) : -1;
        if (i >= 0)
            c->var = m->to_var[i];
        break;
    }
    case CE_GLOBAL: case CE_LIT: break;
    case CE_APP:
        c->fn = copy(s, m, e->fn);
        c->args = copy_all(s, m, e->args, e->nargs);
        break;
    case CE_CON: case CE_PRIM:
        c->args = copy_all(s, m, e->args, e->nargs);
        break;
    case CE_LAM:
        c->params = fresh_all(s, m, e->params, e->nparams);
        c->body = copy(s, m, e->body);
        break;
    case CE_SCC: case CE_ANNOT:
        c->body = copy(s, m, e->body);
        break;
    case CE_LET:
        c->binds = ARENA_ARRAY(s->a, CoreBind, e->nbinds + 1);
        for (int i = 0; i < e->nbinds; i++)
            c->binds[i].var = fresh(s, m, e->binds[i].var);
        for (int i = 0; i < e->nbinds; i++)
            c->binds[i].expr = copy(s, m, e->binds[i].expr);
        c->body = copy(s, m, e->body);
        break;
    case CE_CASE:
        c->scrut = copy(s, m, e->scrut);
        c->binder = fresh(s, m, e->binder);
        c->alts = ARENA_ARRAY(s->a, CoreAlt, e->nalts + 1);
        for (int i = 0; i < e->nalts; i++) {
            c->alts[i] = e->alts[i];
            if (e->alts[i].kind == ALT_CON)
                c->alts[i].vars = fresh_all(s, m, e->alts[i].vars, e->alts[i].con->arity);
            c->alts[i].body = copy(s, m, e->alts[i].body);
        }
        break;
    }
    return c;
}

static int size_of(const CoreExpr *e, int limit)
{
    if (!e || limit <= 0)
        return 0;
    cstack_check(e->span);
    int n = 1;
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: case CE_LIT: break;
    case CE_APP:
        n += size_of(e->fn, limit - n);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs && n < limit; i++)
            n += size_of(e->args[i], limit - n);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        n += size_of(e->body, limit - n);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds && n < limit; i++)
            n += size_of(e->binds[i].expr, limit - n);
        n += size_of(e->body, limit - n);
        break;
    case CE_CASE:
        n += size_of(e->scrut, limit - n);
        for (int i = 0; i < e->nalts && n < limit; i++)
            n += size_of(e->alts[i].body, limit - n);
        break;
    }
    return n;
}

/* ======================================================= specialising */

/* Replaces e's contents by r's, keeping e's span and type (the value
   is the same). */
static void become(CoreExpr *e, const CoreExpr *r)
{
    SrcSpan sp = e->span;
    struct Ty *t = e->ty;
    *e = *r;
    e->span = sp;
    if (t)
        e->ty = t;
}

static int leading_dicts(CoreVar **ps, int n)
{
    int k = 0;
    while (k < n && ps[k] && ps[k]->dict)
        k++;
    return k;
}

static CoreGlobal *spec_global(Sp *s, CoreGlobal *g, CoreExpr **ds, int k)
{
    const char *key = dicts_key(s, ds, k);
    if (!key)
        return NULL;
    unsigned h = (unsigned)g->id * 2654435761u;
    for (const char *c = key; *c; c++)
        h = h * 31u + (unsigned char)*c;
    SpecEntry **slot = &s->table[h & (unsigned)(s->table_cap - 1)];
    for (SpecEntry *e = *slot; e; e = e->next)
        if (e->orig == g && e->key == key)
            return e->copy;
    int size = size_of(g->body, MAX_COPY_NODES + 1);
    if (size > MAX_COPY_NODES || size > s->budget)
        return NULL;
    VarMap m = { 0 };
    for (int i = 0; i < k; i++)
        map_add(&m, g->params[i], NULL, ds[i]);
    CoreGlobal *c = ARENA_NEW(s->a, CoreGlobal);
    *c = *g;
    c->arity = g->arity - k;
    c->params = fresh_all(s, &m, g->params + k, c->arity);
    c->body = copy(s, &m, g->body);
    free(m.from);
    free(m.to_var);
    free(m.to_expr);
    if (c->arity == 0)
        c->kind = G_CAF;           /* its body is a lambda: still a function */
    c->exported = false;
    c->id = s->next_id++;
    c->rt = NULL;
    c->tc = NULL;
    SpecEntry *e = ARENA_NEW(s->a, SpecEntry);
    *e = (SpecEntry){ g, key, c, *slot };
    *slot = e;
    vec_push(s->a, &s->added, c);
    return c;
}

/* `f d1 .. dk args` with closed di ==> `f@(d1..dk) args`. */
static bool specialise_call(Sp *s, CoreExpr *e)
{
    CoreGlobal *g = e->fn->global;
    if (g->kind != G_FUN || !g->body || g->selects || is_dfun(g))
        return false;
    int k = leading_dicts(g->params, g->arity);
    if (k == 0 || e->nargs < k + s->applied_only ||
        (k == g->arity && g->body->kind != CE_LAM))
        return false;
    for (int i = 0; i < k; i++)
        if (!closed_dict(e->args[i], 0))
            return false;
    CoreGlobal *c = spec_global(s, g, e->args, k);
    if (!c)
        return false;
    CoreExpr *fn = ARENA_NEW(s->a, CoreExpr);
    *fn = *e->fn;
    fn->global = c;
    e->fn = fn;
    e->args += k;
    e->nargs -= k;
    if (e->nargs == 0)
        become(e, e->fn);
    return true;
}

/* ----------------------------------------------------- local bindings */

/* (f a) b ==> f a b; true when it applied. */
static bool flatten(Sp *s, CoreExpr *e)
{
    if (e->fn->kind != CE_APP)
        return false;
    CoreExpr *f = e->fn;
    CoreExpr **all = ARENA_ARRAY(s->a, CoreExpr *, f->nargs + e->nargs);
    memcpy(all, f->args, sizeof *all * (size_t)f->nargs);
    memcpy(all + f->nargs, e->args, sizeof *all * (size_t)e->nargs);
    e->nargs += f->nargs;
    e->args = all;
    e->fn = f->fn;
    return true;
}


typedef struct Uses {
    CoreVar *var;
    CoreVar **own;             /* the binding's dictionary parameters */
    int k;
    int min_args;              /* every use passes this many arguments */
    const char *key;           /* the dictionaries of outside uses */
    PtrVec nodes;              /* every use: an application of var */
    bool ok;
} Uses;

static void find_uses(Sp *s, Uses *u, CoreExpr *e, bool inside)
{
    if (!e || !u->ok)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR:
        if (e->var == u->var)
            u->ok = false;
        break;
    case CE_GLOBAL: case CE_LIT: break;
    case CE_APP:
        while (flatten(s, e))          /* a use is the whole application */
            ;
        if (e->fn->kind == CE_VAR && e->fn->var == u->var) {
            if (e->nargs < u->min_args) {
                u->ok = false;
                return;
            }
            if (inside) {
                for (int i = 0; i < u->k; i++)
                    if (e->args[i]->kind != CE_VAR || e->args[i]->var != u->own[i])
                        u->ok = false;
            } else {
                for (int i = 0; i < u->k; i++)
                    if (!closed_dict(e->args[i], 0))
                        u->ok = false;
                const char *key = u->ok ? dicts_key(s, e->args, u->k) : NULL;
                if (!key || (u->key && key != u->key))
                    u->ok = false;
                u->key = key;
            }
            vec_push(s->a, &u->nodes, e);
        } else {
            find_uses(s, u, e->fn, inside);
        }
        for (int i = 0; i < e->nargs; i++)
            find_uses(s, u, e->args[i], inside);
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            find_uses(s, u, e->args[i], inside);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        find_uses(s, u, e->body, inside);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            find_uses(s, u, e->binds[i].expr, inside);
        find_uses(s, u, e->body, inside);
        break;
    case CE_CASE:
        find_uses(s, u, e->scrut, inside);
        for (int i = 0; i < e->nalts; i++)
            find_uses(s, u, e->alts[i].body, inside);
        break;
    }
}

/* Binding i of `let`, when its uses allow (Note [Specialisation]). */
static void specialise_binding(Sp *s, CoreExpr *let, int i)
{
    CoreBind *b = &let->binds[i];
    CoreExpr *lam = b->expr;
    if (lam->kind != CE_LAM)
        return;
    int k = leading_dicts(lam->params, lam->nparams);
    if (k == 0 || k == lam->nparams)
        return;
    Uses u = { .var = b->var, .own = lam->params, .k = k,
               .min_args = k, .ok = true };
    find_uses(s, &u, let->body, false);
    for (int j = 0; j < let->nbinds; j++)
        find_uses(s, &u, j == i ? lam->body : let->binds[j].expr, j == i);
    if (!u.ok || !u.key)
        return;
    /* Note [Specialising a body only]: in the profiling and ticky ways a
       use that passes the dictionaries alone keeps them as parameters */
    bool keep_params = false;
    if (s->applied_only)
        for (int j = 0; j < u.nodes.n; j++)
            if (((CoreExpr *)u.nodes.items[j])->nargs < k + 1)
                keep_params = true;
    CoreExpr **ds = NULL;
    for (int j = 0; j < u.nodes.n && !ds; j++) {
        CoreExpr *use = u.nodes.items[j];
        if (use->args[0]->kind != CE_VAR)
            ds = use->args;
    }
    VarMap m = { 0 };
    for (int j = 0; j < k; j++)
        map_add(&m, lam->params[j], NULL, ds[j]);
    CoreExpr *body = copy(s, &m, lam->body);
    free(m.from);
    free(m.to_var);
    free(m.to_expr);
    if (keep_params) {
        lam->body = body;
        return;
    }
    lam->params += k;
    lam->nparams -= k;
    lam->body = body;
    /* the uses again: those in the binding itself are in the copy now */
    Uses again = { .var = b->var, .own = NULL, .k = 0, .ok = true };
    find_uses(s, &again, let->body, false);
    for (int j = 0; j < let->nbinds; j++)
        find_uses(s, &again, let->binds[j].expr, false);
    for (int j = 0; j < again.nodes.n; j++) {
        CoreExpr *use = again.nodes.items[j];
        use->args += k;
        use->nargs -= k;
        if (use->nargs == 0)
            become(use, use->fn);
    }
}

/* ============================================================ rewriting */

static CoreExpr *node(Sp *s, CoreKind k, SrcSpan span)
{
    CoreExpr *e = ARENA_NEW(s->a, CoreExpr);
    e->kind = k;
    e->span = span;
    return e;
}

static CoreExpr *global_node(Sp *s, CoreGlobal *g, SrcSpan span)
{
    CoreExpr *e = node(s, CE_GLOBAL, span);
    e->global = g;
    return e;
}

static CoreExpr *app_node(Sp *s, CoreExpr *f, CoreExpr **args, int n, SrcSpan span)
{
    CoreExpr *e = node(s, CE_APP, span);
    e->fn = f;
    e->args = args;
    e->nargs = n;
    return e;
}

static bool is_gen(const Ty *t, int *index)
{
    if (t->kind != TY_GEN)
        return false;
    *index = t->index;
    return true;
}

static void simp(Sp *s, CoreExpr *e);

/* The dictionary of superclass `sc` of instance `in` (context `ctx`), or
   NULL: sc's instance for the same type, its context taken from in's
   (the same class at the same variable, or a superclass of it). */
static CoreExpr *super_dict(Sp *s, ClassInfo *sc, InstInfo *in, CoreExpr **ctx, SrcSpan span)
{
    InstInfo *si = sc->insts;
    while (si && si->head != in->head)
        si = si->next;
    if (!si || si->nvars != in->nvars)
        return NULL;
    if (si->nctx == 0)
        return global_node(s, si->dfun, span);
    if (!ctx)
        return NULL;
    CoreExpr **args = ARENA_ARRAY(s->a, CoreExpr *, si->nctx);
    for (int j = 0; j < si->nctx; j++) {
        int want;
        if (!is_gen(si->ctx[j].ty, &want))
            return NULL;
        for (int i = 0; i < in->nctx && !args[j]; i++) {
            int have;
            ClassInfo *c = in->ctx[i].cls;
            if (!is_gen(in->ctx[i].ty, &have) || have != want)
                continue;
            if (c == si->ctx[j].cls) {
                args[j] = ctx[i];
                continue;
            }
            for (int k = 0; k < c->nsupers; k++)
                if (c->supers[k] == si->ctx[j].cls) {
                    CoreExpr **a = ARENA_ARRAY(s->a, CoreExpr *, 1);
                    a[0] = ctx[i];
                    args[j] = app_node(s, global_node(s, c->super_sel[k], span), a, 1, span);
                    simp(s, args[j]);
                    break;
                }
        }
        if (!args[j])
            return NULL;
    }
    return app_node(s, global_node(s, si->dfun, span), args, si->nctx, span);
}

/* The global `g` merely names, or NULL: `m = f` (a CAF whose body is
   f), or in the library, where no binding has a cost centre or a ticky
   counter of its own, `m d1 .. dk = f d1 .. dk` (a method with
   constraints defined as a function of the same constraints, such as
   Data.Foldable's `sum = Base.sum` for lists). */
static CoreGlobal *alias_of(const CoreGlobal *g)
{
    const CoreExpr *b = g->body;
    if (!b)
        return NULL;
    if (g->kind == G_CAF && b->kind == CE_GLOBAL)
        return b->global;
    if (!g->is_library || g->kind != G_FUN || b->kind != CE_APP || b->fn->kind != CE_GLOBAL
        || b->nargs != g->arity || leading_dicts(g->params, g->arity) != g->arity)
        return NULL;
    for (int i = 0; i < b->nargs; i++)
        if (b->args[i]->kind != CE_VAR || b->args[i]->var != g->params[i])
            return NULL;
    return b->fn->global;
}

/* Follows instance methods that merely name another global. */
static CoreGlobal *chase(CoreGlobal *g)
{
    for (int i = 0; i < 16; i++) {
        CoreGlobal *next = alias_of(g);
        if (!next || next == g)
            return g;
        g = next;
    }
    return g;
}

/* A selector applied to known dictionary args[0]. */
static bool select_known(Sp *s, CoreExpr *e, InstInfo *in, CoreExpr **ctx)
{
    ClassInfo *c = e->fn->global->selects;
    int field = e->fn->global->select_index;
    int rest = e->nargs - 1;
    CoreExpr *r;
    if (field < c->nsupers) {
        r = super_dict(s, c->supers[field], in, ctx, e->span);
        if (!r)
            return false;
    } else {
        int j = field - c->nsupers;
        CoreGlobal *m = in->methods[j];
        if (m) {
            int nctx = ctx ? in->nctx : 0;
            r = global_node(s, chase(m), e->fn->span);
            if (nctx)
                r = app_node(s, r, ctx, nctx, e->span);
        } else if (c->defaults[j]) {
            r = app_node(s, global_node(s, c->defaults[j], e->fn->span),
                         e->args, 1, e->span);
        } else {
            return false;
        }
    }
    if (rest == 0) {
        become(e, r);
        return true;
    }
    if (r->kind == CE_APP) {                  /* flatten */
        CoreExpr **all = ARENA_ARRAY(s->a, CoreExpr *, r->nargs + rest);
        memcpy(all, r->args, sizeof *all * (size_t)r->nargs);
        memcpy(all + r->nargs, e->args + 1, sizeof *all * (size_t)rest);
        e->fn = r->fn;
        e->args = all;
        e->nargs = r->nargs + rest;
    } else {
        e->fn = r;
        e->args += 1;
        e->nargs = rest;
    }
    return true;
}

#define EXACT_DOUBLE_INT ((int64_t)1 << 53)

static bool exact_in_double(const CoreExpr *l)
{
    return l->kind == CE_LIT && l->lit.kind == CL_INT
        && l->lit.i <= EXACT_DOUBLE_INT && l->lit.i >= -EXACT_DOUBLE_INT;
}

/* Integers a Float holds exactly, so that one division of two of them
   in double, rounded to Float, is the Float nearest to their ratio. */
#define EXACT_FLOAT_INT ((int64_t)1 << 24)

static bool exact_in_float(const CoreExpr *l)
{
    return l->kind == CE_LIT && l->lit.kind == CL_INT
        && l->lit.i <= EXACT_FLOAT_INT && l->lit.i >= -EXACT_FLOAT_INT;
}

/* x becomes a Float literal of value d (rounded to Float). */
static void become_float(CoreExpr *e, CoreExpr *x, double d)
{
    become(e, x);
    e->lit.kind = CL_FLOAT;
    e->lit.d = (float)d;
    e->lit.text = NULL;
}

/* fromInteger/fromRational at Int, Integer, Double, Float or Word of a literal
   (fromInteger at Float goes through Double, as GHC's does). */
static bool fold_literal(Sp *s, CoreExpr *e, InstInfo *in)
{
    CoreProgram *p = s->p;
    CoreGlobal *f = e->fn->global;
    if (e->nargs != 2 || in->nctx != 0)
        return false;
    CoreExpr *x = e->args[1];
    TyCon *t = in->head;
    if (f == p->g_from_integer && x->kind == CE_LIT) {
        if (t == p->tc_integer || (t == p->tc_int && x->lit.kind == CL_INT)) {
            become(e, x);
            return true;
        }
        if (t == p->tc_double && exact_in_double(x)) {
            become(e, x);
            e->lit.kind = CL_DOUBLE;
            e->lit.d = (double)x->lit.i;
            e->lit.text = NULL;
            return true;
        }
        if (t == p->tc_float && exact_in_double(x)) {
            become_float(e, x, (double)x->lit.i);
            return true;
        }
        if (t == p->tc_word && x->lit.kind == CL_INT) {
            become(e, x);
            e->lit.kind = CL_WORD;
            return true;
        }
        return false;
    }
    if (f == p->g_from_rational && t == p->tc_double && x->kind == CE_CON
        && x->con == p->ratio_con && x->nargs == 2 && exact_in_double(x->args[0])
        && exact_in_double(x->args[1]) && x->args[1]->lit.i > 0) {
        /* both exact, so the one IEEE division rounds the rational once,
           as fromRational does */
        double d = (double)x->args[0]->lit.i / (double)x->args[1]->lit.i;
        become(e, x->args[0]);
        e->lit.kind = CL_DOUBLE;
        e->lit.d = d;
        e->lit.text = NULL;
        return true;
    }
    if (f == p->g_from_rational && t == p->tc_float && x->kind == CE_CON
        && x->con == p->ratio_con && x->nargs == 2 && exact_in_float(x->args[0])
        && exact_in_float(x->args[1]) && x->args[1]->lit.i > 0) {
        become_float(e, x->args[0],
                     (double)x->args[0]->lit.i / (double)x->args[1]->lit.i);
        return true;
    }
    return false;
}

/* One rewrite of application `e`; true when something changed. */
static bool rewrite_app(Sp *s, CoreExpr *e)
{
    if (e->kind != CE_APP)
        return false;
    if (flatten(s, e))
        return true;
    if (e->fn->kind != CE_GLOBAL)
        return false;
    InstInfo *in;
    CoreExpr **ctx;
    if (e->fn->global->selects && e->nargs >= 1 && known_dict(e->args[0], &in, &ctx))
        return (s->specialise && fold_literal(s, e, in)) || select_known(s, e, in, ctx);
    return s->specialise && specialise_call(s, e);
}

static void simp(Sp *s, CoreExpr *e)
{
    if (!e)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_LIT: break;
    case CE_GLOBAL:
        e->global = chase(e->global);
        break;
    case CE_APP:
        /* whole applications first: `f d` alone is not specialised in the
           profiling way, `f d x` is */
        while (flatten(s, e))
            ;
        simp(s, e->fn);
        for (int i = 0; i < e->nargs; i++)
            simp(s, e->args[i]);
        for (int i = 0; i < 64 && rewrite_app(s, e); i++)
            ;
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            simp(s, e->args[i]);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        simp(s, e->body);
        break;
    case CE_LET:
        for (int i = 0; s->specialise && i < e->nbinds; i++)
            specialise_binding(s, e, i);
        for (int i = 0; i < e->nbinds; i++)
            simp(s, e->binds[i].expr);
        simp(s, e->body);
        break;
    case CE_CASE:
        simp(s, e->scrut);
        for (int i = 0; i < e->nalts; i++)
            simp(s, e->alts[i].body);
        break;
    }
}

void simplify_dictionaries(CoreProgram *p, SpecMode mode)
{
    SpecMemo *memo = p->spec_memo;
    if (!memo) {
        memo = p->spec_memo = ARENA_NEW(p->arena, SpecMemo);
        memo->table_cap = 1024;
        memo->table = ARENA_ARRAY(p->arena, SpecEntry *, memo->table_cap);
        memo->budget = COPY_BUDGET;
    }
    Sp s = { .p = p, .a = p->arena, .specialise = mode != SPEC_OFF,
             .applied_only = mode == SPEC_APPLIED, .budget = memo->budget,
             .table = memo->table, .table_cap = memo->table_cap };
    s.next_id = p->global_ids;
    for (int i = memo->done; i < p->nglobals; i++)
        simp(&s, p->globals[i]->body);
    /* copies made while simplifying copies are simplified in turn */
    for (int i = 0; i < s.added.n; i++)
        simp(&s, ((CoreGlobal *)s.added.items[i])->body);
    memo->budget = s.budget;
    if (s.added.n > 0) {
        /* copies of checked bindings need no checking */
        if (p->checked.globals == p->nglobals)
            p->checked.globals += s.added.n;
        CoreGlobal **all = ARENA_ARRAY(s.a, CoreGlobal *, p->nglobals + s.added.n);
        memcpy(all, p->globals, sizeof *all * (size_t)p->nglobals);
        memcpy(all + p->nglobals, s.added.items, sizeof *all * (size_t)s.added.n);
        p->globals = all;
        p->nglobals += s.added.n;
    }
    memo->done = p->nglobals;
    p->global_ids = s.next_id;
}
